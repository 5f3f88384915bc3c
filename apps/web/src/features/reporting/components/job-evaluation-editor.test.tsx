import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BAND_WIDTH, DEFAULT_JOB_WEIGHTS } from '@parytet/contract/reporting/categories';
import { renderWithProviders } from '#testing/render.tsx';
import type { SchemeDraft } from '../lib/scheme-draft.ts';
import { JobEvaluationEditor } from './job-evaluation-editor.tsx';

afterEach(cleanup);

const Harness = () => {
  const [draft, setDraft] = useState<SchemeDraft>({
    kind: 'job_evaluation',
    groups: {},
    weights: DEFAULT_JOB_WEIGHTS,
    bandWidth: DEFAULT_BAND_WIDTH,
    scores: {},
  });
  return (
    <JobEvaluationEditor
      draft={draft}
      onChange={setDraft}
      positions={['Analyst', 'Director']}
      evaluated={[]}
      disabled={false}
    />
  );
};

const row = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  return within(header.closest('tr') as HTMLElement);
};

describe('JobEvaluationEditor', () => {
  it('says what an unticked position does, shows its scores once ticked and totals them live', async () => {
    await renderWithProviders(<Harness />);
    const user = userEvent.setup();
    expect(row('Analyst').getByText(/keeps its level as its category/)).toBeInTheDocument();
    expect(row('Analyst').queryAllByRole('combobox')).toHaveLength(0);

    await user.click(row('Analyst').getByRole('checkbox', { name: 'Evaluate Analyst' }));
    const selects = row('Analyst').getAllByRole('combobox');
    expect(selects).toHaveLength(11);
    // Every sub-criterion at 3 of 1–5: half of the scale, 50 points.
    const total = () =>
      screen.getByText((_, el) => el?.getAttribute('data-live-total') === 'Analyst');
    const points = () => Number(total().textContent.replace(',', '.'));
    expect(points()).toBe(50);

    await user.selectOptions(
      row('Analyst').getByRole('combobox', { name: 'Analyst: Knowledge' }),
      '5',
    );
    expect(points()).toBeGreaterThan(50);
  });
});
