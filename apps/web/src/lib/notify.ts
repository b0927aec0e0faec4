import { messages } from '@advice/domain';
import { toast } from 'sonner';

/** Toast lifetimes of spec 1 §8: success stays 10 s, everything else 6 s. */
export const toastDurations = { success: 10_000, other: 6_000 } as const;

export type Notifier = {
  success: (message: string) => void;
  error: (message: string, options?: { id?: string }) => void;
  info: (message: string) => void;
};

export const notify: Notifier = {
  success: (message) => {
    toast.success(message, { duration: toastDurations.success });
  },
  error: (message, options) => {
    toast.error(message || messages['errors.generic'], { duration: toastDurations.other, ...(options?.id ? { id: options.id } : {}) });
  },
  info: (message) => {
    toast.info(message, { duration: toastDurations.other });
  },
};
