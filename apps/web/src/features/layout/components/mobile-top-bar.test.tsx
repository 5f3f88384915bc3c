import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { usersRoutes } from '@parytet/contract/routes/users';
import { answerRoute } from '#testing/fake-api.ts';
import { PLANS, meFixture } from '#testing/plans-fixtures.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

afterEach(cleanup);

// jsdom has no <dialog> methods; the bar closes its menu drawer on every navigation.
beforeAll(() => {
  HTMLDialogElement.prototype.close = vi.fn();
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

describe('MobileTopBar', () => {
  it('outside the plan, the chat button leads to the plans and names the plan that unlocks it', async () => {
    answerRoute(usersRoutes.me, meFixture());
    answerRoute(plansRoutes.list, PLANS);
    await renderWithProviders(<MobileTopBar />);
    const chat = await screen.findByRole('link', { name: 'Chat (Available from the Pro plan)' });
    expect(chat).toHaveAttribute('href', '/main/profile#plans-heading');
  });

  it('names no plan, and claims none is missing, while the plans still load', async () => {
    answerRoute(usersRoutes.me, meFixture());
    answerRoute(plansRoutes.list, () => new Promise(() => undefined));
    await renderWithProviders(<MobileTopBar />);
    const chat = await screen.findByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('data-locked');
  });
});
