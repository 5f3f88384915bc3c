import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithLegal } from '#testing/legal.tsx';
import { TermsPage } from './terms-page.tsx';

afterEach(cleanup);

describe('TermsPage', () => {
  it('renders a Polish document with the Parytet header and numbered sections', () => {
    const { container } = renderWithLegal(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Regulamin');
    expect(screen.getByRole('link', { name: 'Parytet' })).toBeInTheDocument();
    expect(container.querySelector('.legal')).toHaveAttribute('lang', 'pl');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(10);
    expect(sections[0]).toHaveTextContent('§ 1.');
    const first = screen.getByRole('region', { name: /Postanowienia ogólne/ });
    expect(within(first).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('states every fact the product spec requires', () => {
    const { container } = renderWithLegal(<TermsPage />);
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    const facts = [
      'bezpłatny Okres testowy',
      'miesięcznie albo rocznie',
      'adres e-mail, hasło, nazwę organizacji oraz liczbę pracowników',
      'cenami netto',
      'kartą płatniczą albo przelewem',
      'nie podlegają zwrotowi',
      'Przez 14 dni od rozwiązania Umowy Klient może pobrać swoje dane',
      'w terminie 30 dni od dnia wystąpienia',
      'rozpatruje reklamację w terminie 30 dni',
      'nie krótszym niż 21 dni',
      '7 dni roboczych',
      '24 godziny niedostępności',
      'do 15. dnia miesiąca następującego',
      '5 Mb/s',
      'Chrome, Firefox, Safari lub Edge',
      'MacOS, Linux, Windows, Android lub iOS',
      'Konto zostaje zablokowane',
      'zostaje trwale usunięte',
    ];
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it('does not state the length of the trial', () => {
    const { container } = renderWithLegal(<TermsPage />);
    const trial = container.querySelector('#okres-probny');
    expect(trial?.textContent).toContain('Bezpłatny okres testowy');
    expect(trial?.textContent).not.toMatch(/14 dni|\d+[- ]dniow/);
  });
});
