import { messages } from '@advice/domain';
import { notify } from './notify.ts';

type StorageKind = 'local' | 'session';

const warned = new Set<StorageKind>();

function isSecurityError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'SecurityError';
}

/** Browsers that block cookies throw a SecurityError on any storage access; say so once per kind. */
function reportFailure(kind: StorageKind, error: unknown): void {
  if (!isSecurityError(error) || warned.has(kind)) return;
  warned.add(kind);
  notify.error(kind === 'local' ? messages['errors.localStorage'] : messages['errors.sessionStorage']);
}

function area(kind: StorageKind): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export type SafeStorage = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
  remove: (key: string) => void;
};

function safeStorage(kind: StorageKind): SafeStorage {
  return {
    get: (key) => {
      try {
        return area(kind).getItem(key);
      } catch (error) {
        reportFailure(kind, error);
        return null;
      }
    },
    set: (key, value) => {
      try {
        area(kind).setItem(key, value);
      } catch (error) {
        reportFailure(kind, error);
      }
    },
    remove: (key) => {
      try {
        area(kind).removeItem(key);
      } catch (error) {
        reportFailure(kind, error);
      }
    },
  };
}

export const local = safeStorage('local');
export const session = safeStorage('session');

/** The keys this app keeps, in one place so none collide. */
export const storageKeys = {
  returnPath: 'auth.returnPath',
  returnEmail: 'auth.returnEmail',
  fontSize: 'ui.fontSize',
  sidebarCollapsed: 'ui.sidebarCollapsed',
  browserWarningDismissedAt: 'ui.browserWarningDismissedAt',
  /** The planned-maintenance notices dismissed in this tab's session (session storage). */
  maintenanceNoticesDismissed: 'ui.maintenanceNoticesDismissed',
  /** The call's floating window folded to its bar, and the call's stage kept in view on its page (session storage). */
  floatingCallFolded: 'meetings.floatingCallFolded',
  stickyCall: 'meetings.stickyCall',
} as const;
