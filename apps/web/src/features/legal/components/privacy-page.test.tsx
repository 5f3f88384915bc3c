import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIGURED, renderWithLegal, UNCONFIGURED } from '#testing/legal.tsx';
import { PrivacyPage } from './privacy-page.tsx';

afterEach(cleanup);

describe('PrivacyPage', () => {
  it('has a title, exactly 10 numbered sections and the effective date', () => {
    renderWithLegal(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Polityka prywatności');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(10);
    sections.forEach((heading, i) =>
      expect(heading.textContent).toMatch(new RegExp(`^${i + 1}\\. `)),
    );
    expect(screen.getAllByText(/obowiązuje od 18 kwietnia 2025 r\./i).length).toBeGreaterThan(0);
  });

  it('names the controller with the configured registration data and contact address', () => {
    const { container } = renderWithLegal(<PrivacyPage />);
    const controller = container.querySelector('#administrator')?.textContent ?? '';
    expect(controller).toContain(CONFIGURED.operator.name);
    expect(controller).toContain('ul. Testowa 1, 00-001 Warszawa');
    expect(controller).toContain('KRS: 0000000001');
    expect(controller).toContain('NIP: 0000000002');
    expect(controller).toContain('REGON: 000000003');
    expect(screen.getAllByRole('link', { name: 'kontakt@operator.example' })[0]).toHaveAttribute(
      'href',
      'mailto:kontakt@operator.example',
    );
  });

  it('invents nothing when the operator configured nothing', () => {
    const { container } = renderWithLegal(<PrivacyPage />, UNCONFIGURED);
    const controller = container.querySelector('#administrator')?.textContent ?? '';
    expect(controller).toContain('nie skonfigurowano przez operatora tego wdrożenia');
    expect(controller).not.toMatch(/\d{9,}/);
    expect(container.textContent).not.toMatch(/parytet\.pl|Grzybowska/);
  });
});
