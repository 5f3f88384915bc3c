import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersRoutes } from '@parytet/contract/routes/users';
import { answerRoute } from '#testing/fake-api.ts';
import { meFixture } from '#testing/plans-fixtures.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { BlockedBanner } from './blocked-banner.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

afterEach(cleanup);

const blocked = meFixture({
  blocked: true,
  can_upload_reports: false,
  blocked_at: '2031-03-01T12:00:00Z',
  data_deleted_on: '2031-03-31T12:00:00Z',
});

describe('BlockedBanner', () => {
  it('says why uploads are blocked and until when the data can be downloaded', async () => {
    answerRoute(usersRoutes.me, blocked);
    await renderWithProviders(<BlockedBanner />);
    expect(await screen.findByText('Uploads are blocked')).toBeInTheDocument();
    expect(
      screen.getByText(/The trial of Firma Testowa has ended without a subscription/),
    ).toHaveTextContent('until 31 March 2031');
    expect(screen.getByRole('link', { name: 'Download your data' })).toHaveAttribute(
      'href',
      '/main/profile#account-data',
    );
  });

  it('in Polish too', async () => {
    answerRoute(usersRoutes.me, blocked);
    await renderWithProviders(<BlockedBanner />, { lng: 'pl' });
    expect(await screen.findByText('Przesyłanie plików jest zablokowane')).toBeInTheDocument();
    expect(screen.getByText(/Do 31 marca 2031 możesz nadal przeglądać/)).toBeInTheDocument();
  });

  it('is absent while the organisation is not blocked', async () => {
    answerRoute(usersRoutes.me, meFixture());
    const { container } = await renderWithProviders(<BlockedBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-blocked-banner]')).toBeNull();
  });
});
