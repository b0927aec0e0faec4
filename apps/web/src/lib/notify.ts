import { messages } from '@advice/domain';

/** Toast lifetimes of spec 1 §8: success stays 10 s, everything else 6 s. */
export const toastDurations = { success: 10_000, other: 6_000 } as const;

export type Notifier = {
  success: (message: string) => void;
  error: (message: string, options?: { id?: string }) => void;
  info: (message: string) => void;
};

/**
 * The toasts' library loads after the first paint (it is not in the initial download). A toast asked for
 * before it and its Toaster have loaded is not lost: sonner shows a new Toaster every toast still active.
 */
const withToast = (show: (toast: typeof import('sonner').toast) => void) => {
  void import('sonner').then(({ toast }) => show(toast));
};

export const notify: Notifier = {
  success: (message) => withToast((toast) => toast.success(message, { duration: toastDurations.success })),
  error: (message, options) =>
    withToast((toast) =>
      toast.error(message || messages['errors.generic'], { duration: toastDurations.other, ...(options?.id ? { id: options.id } : {}) }),
    ),
  info: (message) => withToast((toast) => toast.info(message, { duration: toastDurations.other })),
};
