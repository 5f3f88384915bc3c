import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdjustedRow } from '@parytet/contract/reports';
import { AdjustedTable } from './adjusted-table.tsx';
import { isSmallGroup, SmallGroupMoney } from '#components/report-status/small-group.tsx';
import { answerMe } from '#testing/current-user.ts';
import { resetFakeApi } from '#testing/fake-api.ts';
import { createTestI18n, renderWithProviders } from '#testing/render.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

afterEach(() => {
  cleanup();
  resetFakeApi();
});

const row = (level: string, women: number, men: number, gap: number | null): AdjustedRow => ({
  level,
  total_people: women + men,
  number_of_women: women,
  number_of_men: men,
  average_salary_women: 9100,
  average_salary_men: 9950,
  pay_gap_percentage: gap,
});

describe('small groups', () => {
  it('counts 1 and 2 as small, 0 and 3 as not', () => {
    expect([0, 1, 2, 3].map((n) => isSmallGroup(n))).toEqual([false, true, true, false]);
  });

  it('marks one person’s pay with its head count in words, in both languages', async () => {
    const en = await createTestI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={en}>
        <SmallGroupMoney value={9100} count={1} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/1 person/)).toBeInTheDocument();
    expect(screen.getByTitle("One person's pay, not the average of a group")).toBeInTheDocument();
    const pl = await createTestI18n('pl');
    rerender(
      <I18nextProvider i18n={pl}>
        <SmallGroupMoney value={9100} count={2} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/2 osoby/)).toBeInTheDocument();
  });

  it('leaves group averages and missing values unmarked', async () => {
    const en = await createTestI18n('en');
    const { container } = render(
      <I18nextProvider i18n={en}>
        <SmallGroupMoney value={9100} count={3} />
        <SmallGroupMoney value={null} count={1} />
      </I18nextProvider>,
    );
    expect(container.querySelector('[data-small-group]')).toBeNull();
  });

  it('marks the adjusted table’s single woman and explains the mark in a footnote', async () => {
    answerMe('member');
    await renderWithProviders(
      <AdjustedTable
        table="w1"
        caption="W1"
        rows={[row('L1', 4, 4, 7.52), row('L2', 1, 4, null)]}
        weightedGap={7.52}
      />,
    );
    const [l1, l2] = screen.getAllByRole('row').slice(1, 3);
    expect(l1 && within(l1).queryByText(/person/)).toBeNull();
    expect(l2 && within(l2).getByText(/1 person/)).toBeInTheDocument();
    expect(await screen.findByTestId('small-group-note')).toHaveTextContent(
      'shown to you because you hold the file',
    );
    expect(screen.getByTestId('small-group-note')).toHaveTextContent(
      'fewer than 3 women or fewer than 3 men',
    );
  });

  it('shows a viewer the withheld figure in words, never “you hold the file”', async () => {
    answerMe('viewer');
    const withheld = { ...row('L2', 1, 4, null), average_salary_women: null };
    await renderWithProviders(
      <AdjustedTable table="w1" caption="W1" rows={[withheld]} weightedGap={null} />,
      { lng: 'pl' },
    );
    const l2 = screen.getAllByRole('row')[1];
    expect(l2 && within(l2).getByText('wstrzymano')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('small-group-note')).toHaveTextContent('są wstrzymane'),
    );
    expect(screen.getByTestId('small-group-note')).not.toHaveTextContent('plik');
  });
});
