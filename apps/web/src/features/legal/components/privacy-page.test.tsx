import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page.tsx';

afterEach(cleanup);

describe('PrivacyPage', () => {
  it('has a title, exactly 10 numbered sections and the effective date', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Polityka prywatności');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(10);
    sections.forEach((heading, i) =>
      expect(heading.textContent).toMatch(new RegExp(`^${i + 1}\\. `)),
    );
    expect(screen.getAllByText(/obowiązuje od 18 kwietnia 2025 r\./i).length).toBeGreaterThan(0);
  });

  it('names the controller with its registration data and a contact address', () => {
    const { container } = render(<PrivacyPage />);
    const controller = container.querySelector('#administrator')?.textContent ?? '';
    expect(controller).toContain('Parytet sp. z o.o.');
    expect(controller).toContain('Warszawa');
    expect(controller).toMatch(/KRS \d{10}/);
    expect(controller).toMatch(/NIP \d{10}/);
    expect(screen.getByRole('link', { name: 'prywatnosc@parytet.pl' })).toHaveAttribute(
      'href',
      'mailto:prywatnosc@parytet.pl',
    );
  });
});
