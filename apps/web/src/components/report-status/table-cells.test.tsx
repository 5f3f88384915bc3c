import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { CountCell, HeadcountCells, MoneyCell } from './table-cells.tsx';

afterEach(cleanup);

const row = (cells: ReactNode) => (
  <table>
    <tbody>
      <tr>{cells}</tr>
    </tbody>
  </table>
);

describe('table cells', () => {
  it('formats a head count in the language and names the cell for stacked rows', async () => {
    await renderWithProviders(row(<CountCell value={12345} label="Women" />), { lng: 'pl' });
    const cell = await screen.findByRole('cell');
    expect(cell.textContent?.replaceAll(/\s/g, ' ')).toBe('12 345');
    expect(cell.getAttribute('data-label')).toBe('Women');
  });

  it('marks an amount over a small group and leaves a large group unmarked', async () => {
    await renderWithProviders(
      row(
        <>
          <MoneyCell value={5000} count={1} label="Women" />
          <MoneyCell value={6000} count={10} label="Men" />
        </>,
      ),
    );
    const [small, large] = await screen.findAllByRole('cell');
    expect(small?.querySelector('[data-small-group="1"]')).not.toBeNull();
    expect(large?.querySelector('[data-small-group]')).toBeNull();
    expect(large?.getAttribute('data-label')).toBe('Men');
  });

  it("shows a group's head counts in the order everyone, women, men, each named", async () => {
    const labels = { total: 'All', women: 'Women', men: 'Men' };
    const group = { total_people: 7, number_of_women: 3, number_of_men: 4 };
    await renderWithProviders(row(<HeadcountCells group={group} labels={labels} />));
    const cells = await screen.findAllByRole('cell');
    expect(cells.map((c) => [c.getAttribute('data-label'), c.textContent])).toEqual([
      ['All', '7'],
      ['Women', '3'],
      ['Men', '4'],
    ]);
  });
});
