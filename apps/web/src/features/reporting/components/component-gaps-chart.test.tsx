import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { renderWithProviders } from '#testing/render.tsx';
import { ComponentGapsChart } from './component-gaps-chart.tsx';

afterEach(cleanup);

const rows = [
  { category: 'Managers', base_pay_gap_percentage: 12.5, variable_pay_gap_percentage: null },
] as IndicatorsView['categories'];

describe('ComponentGapsChart', () => {
  it('is titled and says in words what it draws, a withheld gap included', async () => {
    await renderWithProviders(<ComponentGapsChart rows={rows} />);
    expect(await screen.findByText('Gap by category: basic pay and bonuses')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Managers: basic pay gap 12,50%, bonuses gap Withheld.' }),
    ).toBeInTheDocument();
  });
});
