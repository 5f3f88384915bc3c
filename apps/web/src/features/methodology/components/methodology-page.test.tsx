import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { METHODOLOGY_SECTION_IDS } from './methodology-blocks.tsx';
import { MethodologyPage } from './methodology-page.tsx';

afterEach(cleanup);

async function renderIn(lng: string) {
  // A private instance, independent of the app's i18n setup; the page only reads the language.
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'pl', resources: {} });
  return render(
    <I18nextProvider i18n={i18n}>
      <MethodologyPage />
    </I18nextProvider>,
  );
}

const text = (el: Element) => (el.textContent ?? '').replace(/[\s\u00a0\u202f\u2009\u2002]+/g, ' ');

describe('MethodologyPage', () => {
  it('renders the English text with every linkable section', async () => {
    const { container } = await renderIn('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/calculates the pay gap/);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    for (const id of METHODOLOGY_SECTION_IDS) {
      expect(container.querySelector(`section#${id} h2`), id).not.toBeNull();
      expect(container.querySelector(`nav a[href="#${id}"]`), id).not.toBeNull();
    }
    const gap = text(container.querySelector('#gap-formula') as Element);
    expect(gap).toContain('(10 000 − 9 135) / 10 000 × 100 = 8,65%');
    expect(screen.getByRole('math', { name: 'pay gap = (men − women) / men × 100' })).toBeVisible();
  });

  it('explains the measures, the minimum group, W1/W2 and the comparator', async () => {
    const { container } = await renderIn('en-GB');
    const all = text(container);
    expect(
      screen.getByRole('math', {
        name: 'salary considering free days = Base Salary × (250 − Days Off) / 250',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('math', { name: /Base Salary \+ Bonuses and Benefits \/ 12/ }),
    ).toBeVisible();
    expect(all).toContain('at least 3 women and at least 3 men');
    expect(all).toContain('W1');
    expect(all).toContain('W2');
    expect(all).toContain('(9 000 + 10 000) / 2 = 9 500');
    expect(all).toContain('= 8,75%');
    expect(all).toContain('-10,00%');
    expect(all).toContain('L2 comes before L10');
    expect(all).toContain('2023/970');
    expect(all).toContain('2017/172');
    expect(all).toContain('7 June 2027');
  });

  it('explains salary bands and the pooling rules of benchmarking', async () => {
    const { container } = await renderIn('en');
    expect(screen.getByRole('math', { name: 'compa-ratio = pay / midpoint' })).toBeVisible();
    expect(
      screen.getByRole('math', {
        name: 'range penetration = (pay − minimum) / (maximum − minimum)',
      }),
    ).toBeVisible();
    const bands = text(container.querySelector('#salary-bands') as Element);
    expect(bands).toContain('5% or more');
    expect(bands).toContain('(minimum − full-time-equivalent pay) × FTE');
    const pool = text(container.querySelector('#benchmarking') as Element);
    expect(pool).toContain('at least 5 organisations and 10 people');
    expect(pool).toContain('more than 25%');
    expect(pool).toContain('at least 3 months old');
  });

  it('renders Polish for pl and falls back to Polish for other languages', async () => {
    const { container } = await renderIn('pl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jak Parytet oblicza');
    expect(container.querySelectorAll('section[id]')).toHaveLength(METHODOLOGY_SECTION_IDS.length);
    expect(text(container)).toContain('co najmniej 3 kobiety i co najmniej 3 mężczyzn');
    expect(text(container)).toContain('co najmniej 5 organizacji i 10 osób');
    expect(screen.getByRole('math', { name: 'compa-ratio = płaca / środek' })).toBeVisible();
    cleanup();
    await renderIn('de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jak Parytet oblicza');
  });
});
