import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatDetail } from '@parytet/contract/chats';
import { defaultPlanFeatures } from '@parytet/contract/features';
import { defaultPlanLimits, planIds, type Plan } from '@parytet/contract/plans';
import { chatsRoutes } from '@parytet/contract/routes/chats';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { usersRoutes } from '@parytet/contract/routes/users';
import type { MeResponse } from '@parytet/contract/users';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { ChatScreen } from './chat-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

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
  trial_ends_at: null,
  blocked: false,
  blocked_at: null,
  data_deleted_on: null,
};
const PLANS: Plan[] = planIds.map((id) => ({
  id,
  title: id.charAt(0) + id.slice(1).toLowerCase(),
  features: [],
  enabled: defaultPlanFeatures[id],
  limits: defaultPlanLimits[id],
}));
const SENIORITY = [
  { label: 'Junior', tip: '1–3 years of experience' },
  { label: 'Senior', tip: '5–10 years of experience' },
];

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
};

const open = async (
  path: string,
  me: MeResponse = ME,
  lng: 'en' | 'pl' = 'en',
  state?: unknown,
) => {
  answerRoute(usersRoutes.me, me);
  answerRoute(plansRoutes.list, PLANS);
  answerRoute(chatsRoutes.list, []);
  const routes = [
    { path: '/chat', element: <ChatScreen /> },
    { path: '/chat/:id', element: <ChatScreen /> },
    { path: '/main/profile', element: <p>Profile</p> },
  ];
  return renderRoutes(routes, { path, lng, state });
};

const liveRegion = () => document.querySelector('[aria-live="polite"]');
/** The assistant's messages as shown (the live region repeats the last one for screen readers). */
const answers = () =>
  [...document.querySelectorAll('ol li[class*=answer] p')].map((p) => p.textContent);

beforeEach(() => setReducedMotion(false));
afterEach(() => vi.useRealTimers());

describe('ChatScreen', () => {
  it('starts a chat from /chat/new, moves to its id and types the answer out at 30 ms', async () => {
    answerRoute(chatsRoutes.start, {
      chat_id: 'c1',
      additional_question: 'What seniority?',
      possible_fixed_values: SENIORITY,
      is_finished: false,
    });
    const { router } = await open('/chat/new');
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(input, { target: { value: 'What should I pay a developer?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(callsOf(chatsRoutes.start)).toEqual([
      { query: { language: 'en' }, body: { prompt: 'What should I pay a developer?' } },
    ]);
    expect(router.state.location.pathname).toBe('/chat/c1');
    const answer = () => answers().at(-1);
    expect(answer()).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 4);
    });
    expect(answer()).toBe('What');
    // Nothing announced, no answers offered, until the whole text is on screen.
    expect(liveRegion()?.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Senior' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 20);
    });
    expect(answer()).toBe('What seniority?');
    expect(liveRegion()?.textContent).toBe('What seniority?');
    const senior = screen.getByRole('button', { name: 'Senior' });
    expect(senior).toHaveAccessibleDescription('5–10 years of experience');
    expect(screen.getByText('5–10 years of experience')).toBeVisible();
  });

  it('sends a tapped answer as its label and shows the reply; a typed one works too', async () => {
    setReducedMotion(true);
    const detail: ChatDetail = {
      chat_id: 'c2',
      is_finished: false,
      prompts: [
        { type: 'question', content: 'Pay for a developer?', possible_fixed_values: [] },
        { type: 'answer', content: 'What seniority?', possible_fixed_values: SENIORITY },
      ],
    };
    answerRoute(chatsRoutes.detail, detail);
    answerRoute(chatsRoutes.answer, ({ body }) => ({
      chat_id: 'c2',
      additional_question: `Got ${(body as { prompt: string }).prompt}. What contract?`,
      possible_fixed_values: [{ label: 'B2B', tip: 'Invoices, net' }],
      is_finished: false,
    }));
    await open('/chat/c2');
    await userEvent.click(await screen.findByRole('button', { name: 'Senior' }));
    // Under reduced motion the reply is shown whole at once, and announced.
    await waitFor(() => expect(answers().at(-1)).toBe('Got Senior. What contract?'));
    expect(callsOf(chatsRoutes.answer)[0]).toEqual({
      params: { id: 'c2' },
      body: { prompt: 'Senior' },
    });
    await waitFor(() => expect(liveRegion()?.textContent).toBe('Got Senior. What contract?'));
    expect(screen.queryByRole('button', { name: 'Senior' })).not.toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your answer' }),
      'umowa o prace{Enter}',
    );
    await waitFor(() => expect(answers().at(-1)).toBe('Got umowa o prace. What contract?'));
  });

  it('gives a cut answer’s rest with its “More” button, in the chat’s language', async () => {
    setReducedMotion(true);
    const more = [{ label: 'Więcej', tip: 'Dalsza część tej odpowiedzi' }];
    answerRoute(chatsRoutes.detail, {
      chat_id: 'c7',
      is_finished: false,
      prompts: [
        { type: 'question', content: 'Ile płacić seniorowi?', possible_fixed_values: [] },
        { type: 'answer', content: 'Część pierwsza.', possible_fixed_values: more },
      ],
    });
    answerRoute(chatsRoutes.answer, {
      chat_id: 'c7',
      response: 'Część druga.',
      possible_fixed_values: [],
      is_finished: true,
    });
    await open('/chat/c7', ME, 'pl');
    // One button under the answer, not a choice between answers; the user asks, not answers.
    const button = await screen.findByRole('button', { name: 'Więcej' });
    expect(button).toHaveAccessibleDescription('Dalsza część tej odpowiedzi');
    expect(screen.queryByText('Wybierz odpowiedź')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Twoje pytanie' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(callsOf(chatsRoutes.answer)[0]).toEqual({
      params: { id: 'c7' },
      body: { prompt: 'Więcej' },
    });
    await waitFor(() => expect(answers()).toEqual(['Część pierwsza.', 'Część druga.']));
    expect(screen.queryByRole('button', { name: 'Więcej' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Zacznij nową rozmowę' });
  });

  it('links the screen an answer names', async () => {
    const screenPath = '/main/pay-transparency/8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11/comparison';
    answerRoute(chatsRoutes.detail, {
      chat_id: 'c8',
      is_finished: true,
      prompts: [
        { type: 'question', content: 'Compared with last year?', possible_fixed_values: [] },
        {
          type: 'answer',
          content: `Mean pay gap: 18,69% now.\nOn screen: ${screenPath}`,
          possible_fixed_values: [],
        },
      ],
    });
    await open('/chat/c8');
    const link = await screen.findByRole('link', { name: screenPath });
    expect(link).toHaveAttribute('href', screenPath);
    expect(answers()).toEqual([`Mean pay gap: 18,69% now.\nOn screen: ${screenPath}`]);
  });

  it('shows a loaded answer whole on a reload, whatever history state the browser restores', async () => {
    answerRoute(chatsRoutes.detail, {
      chat_id: 'c6',
      is_finished: false,
      prompts: [
        { type: 'question', content: 'Pay for a developer?', possible_fixed_values: [] },
        { type: 'answer', content: 'What seniority?', possible_fixed_values: SENIORITY },
      ],
    });
    // The state the first screen once navigated with, kept by the browser across the reload.
    await open('/chat/c6', ME, 'en', { typing: 1 });
    await waitFor(() => expect(answers()).toEqual(['What seniority?']));
    expect(screen.queryByRole('button', { name: 'Show the whole answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senior' })).toBeInTheDocument();
  });

  it('lets the user skip the typing', async () => {
    answerRoute(chatsRoutes.start, {
      chat_id: 'c3',
      response: 'A median is the middle salary.',
      possible_fixed_values: [],
      is_finished: true,
    });
    await open('/chat/new');
    await userEvent.type(await screen.findByRole('textbox'), 'What is a median?{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the whole answer' }));
    expect(answers()).toEqual(['A median is the middle salary.']);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('A median is the middle salary.'));
  });

  it('offers a new conversation when a chat has finished', async () => {
    answerRoute(chatsRoutes.detail, {
      chat_id: 'c4',
      is_finished: true,
      prompts: [
        { type: 'question', content: 'What is a median?', possible_fixed_values: [] },
        { type: 'answer', content: 'The middle salary.', possible_fixed_values: [] },
      ],
    });
    await open('/chat/c4');
    const link = await screen.findByRole('link', { name: 'Start a new conversation' });
    expect(link).toHaveAttribute('href', '/chat/new');
    expect(screen.getByText('The middle salary.')).toBeInTheDocument();
  });

  it('says so when the chat is not there', async () => {
    await open('/chat/gone');
    expect(await screen.findByText(/There is no such conversation/)).toBeInTheDocument();
  });

  it('shows the locked state with the plan that unlocks chat, in Polish too', async () => {
    const starter = { ...ME, can_use_chat: false, features: defaultPlanFeatures.STARTER };
    await open('/chat', starter, 'pl');
    expect(
      await screen.findByRole('heading', { name: 'Asystent nie wchodzi w skład Twojego planu' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/od planu Pro wzwyż/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz plany' })).toHaveAttribute(
      'href',
      '/main/profile#plans-heading',
    );
    expect(callsOf(chatsRoutes.start)).toEqual([]);
  });

  it('starts with four example questions in Polish', async () => {
    await open('/chat', ME, 'pl');
    const list = await screen.findByRole('list', { name: 'Na przykład' });
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Twoje pytanie' })).toBeInTheDocument();
  });
});
