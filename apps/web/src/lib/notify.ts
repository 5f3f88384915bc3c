import { toast, type Id } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;

export type NotifyOptions = {
  /** Stays until dismissed (spec: notices from `?error=` / `?success=`). */
  persistent?: boolean;
};

// The same text is never stacked twice, e.g. when several calls fail with one expired session.
const options = (kind: string, message: string, { persistent = false }: NotifyOptions) => ({
  toastId: `${kind}:${message}`,
  autoClose: persistent ? (false as const) : TOAST_AUTO_CLOSE_MS,
});

export const notifyError = (message: string, opts: NotifyOptions = {}): Id =>
  toast.error(message, options('error', message, opts));

export const notifySuccess = (message: string, opts: NotifyOptions = {}): Id =>
  toast.success(message, options('success', message, opts));

export const notifyInfo = (message: string, opts: NotifyOptions = {}): Id =>
  toast.info(message, options('info', message, opts));
