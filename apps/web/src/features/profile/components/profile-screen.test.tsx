import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlanLimits, planIds, type Plan, type PlanId } from '@parytet/contract/plans';
import { legalRoutes } from '@parytet/contract/routes/legal';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { usersRoutes } from '@parytet/contract/routes/users';
import type { MeResponse } from '@parytet/contract/users';
import { answerRoute } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';
import { defaultPlanFeatures } from '@parytet/contract/features';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const FEATURES: Record<PlanId, Plan['features'][number]['value'][]> = {
  STARTER: ['limited', 'no', 'no', 'no', 'no'],
  PRO: ['yes', 'no', 'no', 'no', 'no'],
  MASTER: ['yes', 'yes', 'yes', 'no', 'no'],
  GURU: ['yes', 'yes', 'yes', 'yes', 'yes'],
  ENTERPRISE: ['quote', 'quote', 'quote', 'quote', 'quote'],
};
const KEYS = [
  'salary_insight',
  'benchmarking',
  'salary_bands',
  'merit_cycle_review',
  'reporting',
] as const;
const PLANS: Plan[] = planIds.map((id) => ({
  id,
  title: id.charAt(0) + id.slice(1).toLowerCase(),
  features: KEYS.map((key, i) => ({ key, value: FEATURES[id][i] ?? 'no' })),
  enabled: defaultPlanFeatures[id],
  limits: defaultPlanLimits[id],
}));

const ME: MeResponse = {
  full_name: 'Anna Kowalska',
  email: 'anna@firma.example',
  subscription_plan: 'PRO',
  can_use_chat: true,
  can_upload_reports: true,
  organisation_name: 'Firma Testowa',
  organisation_id: '8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11',
  role: 'owner',
  features: defaultPlanFeatures.PRO,
  trial_ends_at: '2099-04-18T10:00:00Z',
  blocked: false,
  blocked_at: null,
  data_deleted_on: null,
};

afterEach(cleanup);

const open = async (me: MeResponse, lng: 'en' | 'pl' = 'en') => {
  answerRoute(usersRoutes.me, me);
  answerRoute(plansRoutes.list, PLANS);
  answerRoute(legalRoutes.details, {
    operator: {
      name: null,
      address: null,
      krs: null,
      nip: null,
      regon: null,
      email: 'sales@op.example',
    },
    plan_prices: { STARTER: 149, PRO: 1499, MASTER: null },
  });
  const view = await renderWithProviders(<ProfileScreen />, { lng });
  await screen.findByRole('heading', { name: 'Pro' });
  return view;
};

const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

describe('ProfileScreen', () => {
  it('shows who is signed in, the organisation, role, plan and trial end', async () => {
    await open(ME);
    const account = screen.getByRole('region', { name: 'Your account' });
    for (const text of ['Anna Kowalska', 'anna@firma.example', 'Firma Testowa', 'Owner']) {
      expect(within(account).getByText(text)).toBeInTheDocument();
    }
    expect(within(account).getByTestId('current-plan')).toHaveTextContent('Pro');
    expect(within(account).getByText('until 18 April 2099')).toBeInTheDocument();
  });

  it('has a card for each of the five plans with its limits, the current one highlighted', async () => {
    await open(ME);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const pro = card('Pro');
    expect(pro).toHaveAttribute('data-current', 'true');
    expect(within(pro).getByText('Your plan')).toBeInTheDocument();
    expect(within(pro).queryByRole('link')).not.toBeInTheDocument();
    expect(pro.textContent?.replace(/\s/g, ' ')).toContain('up to 2 000 employees per report');
    expect(screen.getAllByText('Your plan')).toHaveLength(1);

    const starter = card('Starter');
    expect(starter.textContent?.replace(/\s/g, ' ')).toContain('1 report');
    expect(within(starter).getByText(/Salary insight/)).toHaveTextContent(
      'Salary insight (limited)',
    );
    expect(within(starter).getByText(/Benchmarking/)).toHaveTextContent('(not included)');
    expect(within(starter).getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    expect(within(starter).getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@op\.example\?/),
    );

    // Every feature of the table is built: a plan that has one says "included".
    const guru = card('Guru');
    for (const name of [
      'Salary insight',
      'Salary bands',
      'Assistant chat',
      'Reporting',
      'Merit cycle review',
      'Benchmarking',
    ]) {
      expect(within(guru).getByText(new RegExp(name))).toHaveTextContent(`${name} (included)`);
    }
  });

  // The observed salary ranges of the reports (every plan) are not the salary bands (the
  // organisation's own structure, Master and above, decisions §10): each card says both apart.
  it('lists the observed salary ranges on every plan, apart from the salary bands', async () => {
    await open(ME);
    for (const title of ['Starter', 'Pro', 'Master', 'Guru', 'Enterprise']) {
      expect(
        within(card(title)).getByText(/Salary ranges observed in your reports/),
      ).toHaveTextContent('Salary ranges observed in your reports (included)');
    }
    for (const title of ['Starter', 'Pro']) {
      expect(within(card(title)).getByText(/Salary bands/)).toHaveTextContent(
        'Salary bands (not included)',
      );
    }
    expect(within(card('Master')).getByText(/Salary bands/)).toHaveTextContent(
      'Salary bands (included)',
    );
  });

  it('shows the configured prices in Polish format, and the fallback text otherwise', async () => {
    await open(ME);
    const text = (title: string) => card(title).textContent?.replace(/\s/g, ' ');
    expect(text('Pro')).toContain('1 499 zł / month, net');
    expect(text('Starter')).toContain('149 zł / month, net');
    expect(text('Master')).toContain('Price on request');
    expect(text('Guru')).toContain('Price on request');
  });

  // It showed only the quote and left out what the plan includes (Reporting among it).
  it('lists what Enterprise includes beside "get your tailored quote"', async () => {
    await open(ME);
    const enterprise = card('Enterprise');
    for (const name of ['Salary insight', 'Salary bands', 'Reporting', 'Merit cycle review']) {
      expect(within(enterprise).getByText(new RegExp(name))).toHaveTextContent(
        `${name} (included)`,
      );
    }
    expect(within(enterprise).getByText(/Benchmarking/)).toHaveTextContent(
      'Benchmarking (included)',
    );
    expect(within(enterprise).getByRole('link', { name: /Get your tailored quote/ })).toBeVisible();
  });

  it('speaks Polish, and says when the trial ended and uploads are blocked', async () => {
    await open(
      { ...ME, trial_ends_at: '2020-01-31T10:00:00Z', can_upload_reports: false, role: 'member' },
      'pl',
    );
    expect(screen.getByText('zakończył się 31 stycznia 2020')).toBeInTheDocument();
    expect(screen.getByText('Członek zespołu')).toBeInTheDocument();
    expect(screen.getByText(/nie może teraz przesyłać nowych raportów/)).toBeInTheDocument();
    expect(within(card('Starter')).getByText(/Analiza wynagrodzeń/)).toHaveTextContent(
      'Analiza wynagrodzeń (w ograniczonym zakresie)',
    );
    // In Polish too the observed ranges and the bands have names of their own.
    expect(within(card('Master')).getByText(/Widełki płacowe/)).toHaveTextContent(
      'Widełki płacowe z Twoich raportów',
    );
    expect(within(card('Master')).getByText(/Siatka płac/)).toBeInTheDocument();
  });
});
