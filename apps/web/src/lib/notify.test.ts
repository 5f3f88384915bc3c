import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissOnNavigation,
  dismissSuccessNotices,
  dismissTagged,
  notifyError,
  notifyInfo,
  notifySuccess,
} from './notify.ts';

vi.mock('react-toastify', () => {
  const show = (_message: string, options: { toastId: string }) => options.toastId;
  return {
    toast: { error: vi.fn(show), success: vi.fn(show), info: vi.fn(show), dismiss: vi.fn() },
  };
});

afterEach(() => {
  dismissOnNavigation();
  dismissOnNavigation();
  vi.clearAllMocks();
});

describe('toasts and navigation', () => {
  it('dismisses every toast, persistent ones included, when the screen changes', () => {
    notifyError('Plan limit', { persistent: true });
    notifyInfo('Saved');
    dismissOnNavigation();
    expect(toast.dismiss).toHaveBeenCalledWith('error:Plan limit');
    expect(toast.dismiss).toHaveBeenCalledWith('info:Saved');
  });

  it('lets a toast raised for the next screen survive that one navigation only', () => {
    notifySuccess('Verified', { carryOver: true });
    dismissOnNavigation();
    expect(toast.dismiss).not.toHaveBeenCalled();
    dismissOnNavigation();
    expect(toast.dismiss).toHaveBeenCalledWith('success:Verified');
  });

  it('takes success toasts away when a failure shows, and leaves errors', () => {
    notifySuccess('File uploaded', { carryOver: true });
    notifyError('Something else');
    dismissSuccessNotices();
    expect(toast.dismiss).toHaveBeenCalledWith('success:File uploaded');
    expect(toast.dismiss).not.toHaveBeenCalledWith('error:Something else');
  });

  it('takes "we are processing it" away once the results show, and nothing else', () => {
    notifySuccess('File uploaded, we are processing it', {
      carryOver: true,
      tag: 'report-processing',
    });
    notifySuccess('Report details saved.');
    dismissTagged('report-processing');
    expect(toast.dismiss).toHaveBeenCalledWith('success:File uploaded, we are processing it');
    expect(toast.dismiss).not.toHaveBeenCalledWith('success:Report details saved.');
  });
});
