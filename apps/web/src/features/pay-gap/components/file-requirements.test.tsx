import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { FileRequirements } from './file-requirements.tsx';

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('list', { name: /Columns of the salary file|Kolumny pliku/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('FileRequirements', () => {
  it('names every column the engine reads, the optional ones too', async () => {
    await renderWithProviders(<FileRequirements />);
    const all = rows();
    expect(all).toHaveLength(15);
    const fte = all.find((r) => r.startsWith('FTE'));
    expect(fte).toContain('Optional');
    expect(fte).toContain('full-time equivalents');
    for (const name of [
      'Weekly Hours',
      'Category',
      'Years of Service',
      'Age',
      'Education',
      'Performance',
    ]) {
      expect(all.some((r) => r.startsWith(name))).toBe(true);
    }
    expect(screen.getByText(/explains every column on its second sheet/)).toBeInTheDocument();
  });

  it('in Polish', async () => {
    await renderWithProviders(<FileRequirements />, { lng: 'pl' });
    const all = rows();
    expect(all.find((r) => r.startsWith('Etat'))).toContain('Opcjonalna');
    expect(all.some((r) => r.startsWith('Wykształcenie'))).toBe(true);
  });
});
