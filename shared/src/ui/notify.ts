import toast from 'react-hot-toast';

/**
 * The spec's toasts (section 8 of each spec). Position and duration come from each app's <Toaster>
 * (top-right, TOAST_DURATION_MS). The message is also the toast id, so a double click or a retry
 * loop shows one toast instead of a stack of identical ones.
 */
export const notify = {
  success: (message: string): string => toast.success(message, { id: message }),
  error: (message: string): string => toast.error(message, { id: message }),
};
