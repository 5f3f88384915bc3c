import { toast } from 'react-toastify';
import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#testing/render-app.tsx';
import { useQueryNotices } from './use-query-notices.ts';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const Probe = () => {
  useQueryNotices();
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
};

const renderAt = (path: string) => renderRoutes([{ path: '*', element: <Probe /> }], path);

describe('?error= and ?success= notices', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows account_exists_locally as a persistent toast and removes the parameter', async () => {
    const { getByTestId } = renderAt('/auth/login?error=account_exists_locally&keep=1');
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/auth/login?keep=1'));
    expect(toast.error).toHaveBeenCalledWith(
      expect.stringContaining('already used to create an account directly in the portal'),
      expect.objectContaining({ autoClose: false }),
    );
  });

  it('shows a known success message persistently', async () => {
    const { getByTestId } = renderAt('/main/pay-gap?success=password_reset');
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent(/^\/main\/pay-gap$/));
    expect(toast.success).toHaveBeenCalledWith(
      'Your password has been changed. You can now log in.',
      expect.objectContaining({ autoClose: false }),
    );
  });

  it('never shows text taken from the URL, only known messages', async () => {
    renderAt('/?error=Your%20account%20was%20hacked.%20Call%20us');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('An error occurred', expect.anything()),
    );
  });

  it('understands API error codes', async () => {
    renderAt('/?error=RATE_LIMITED');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Too many attempts. Please wait a moment and try again.',
        expect.anything(),
      ),
    );
  });

  it('does nothing without the parameters', () => {
    renderAt('/main/pay-gap?tab=1');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
