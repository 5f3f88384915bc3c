import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlanFeatures } from '@parytet/contract/features';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { usersRoutes } from '@parytet/contract/routes/users';
import { answerRoute } from '#testing/fake-api.ts';
import { PLANS, meFixture } from '#testing/plans-fixtures.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { FeatureGate } from './feature-gate.tsx';

vi.mock('./api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

afterEach(cleanup);

const open = async (features: typeof defaultPlanFeatures.PRO, lng: 'en' | 'pl' = 'en') => {
  answerRoute(usersRoutes.me, meFixture({ features }));
  answerRoute(plansRoutes.list, PLANS);
  return renderWithProviders(
    <FeatureGate feature="chat">
      <p>the chat screen</p>
    </FeatureGate>,
    { lng },
  );
};

describe('FeatureGate', () => {
  it('shows the screen when the plan includes the feature', async () => {
    await open(defaultPlanFeatures.PRO);
    expect(await screen.findByText('the chat screen')).toBeInTheDocument();
  });

  it('shows the feature locked with the first plan that unlocks it, and the way to the plans', async () => {
    await open(defaultPlanFeatures.STARTER);
    expect(
      await screen.findByRole('heading', { name: 'Chat is not in your plan' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Available from the Pro plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/main/profile#plans-heading',
    );
    expect(screen.queryByText('the chat screen')).toBeNull();
  });

  it('names no plan, and claims none is missing, while the plans still load', async () => {
    answerRoute(usersRoutes.me, meFixture({ features: defaultPlanFeatures.STARTER }));
    let release: (plans: typeof PLANS) => void = () => undefined;
    answerRoute(plansRoutes.list, () => new Promise((resolve) => (release = resolve)));
    await renderWithProviders(
      <FeatureGate feature="chat">
        <p>the chat screen</p>
      </FeatureGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Chat is not in your plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Not available on any plan/)).toBeNull();
    release(PLANS);
    expect(await screen.findByText('Available from the Pro plan')).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    await open(defaultPlanFeatures.STARTER, 'pl');
    expect(await screen.findByText('Dostępne od planu Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz plany' })).toBeInTheDocument();
  });
});
