import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '#testing/i18n.ts';
import { PasswordRequirements } from './password-requirements.tsx';

const states = () =>
  screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.met]);

describe('password requirements list', () => {
  it('lists every rule of the contract, none met for an empty password', () => {
    render(<PasswordRequirements password="" />);
    expect(screen.getByRole('list', { name: 'Your password needs:' })).toBeInTheDocument();
    expect(states()).toEqual([
      ['at least 8 characters – not yet', 'false'],
      ['an uppercase letter – not yet', 'false'],
      ['a lowercase letter – not yet', 'false'],
      ['a number – not yet', 'false'],
      ['a special character – not yet', 'false'],
    ]);
  });

  it('ticks each rule as the password meets it', () => {
    const { rerender } = render(<PasswordRequirements password="abc" />);
    expect(states().map(([, met]) => met)).toEqual(['false', 'false', 'true', 'false', 'false']);
    rerender(<PasswordRequirements password="Abcdefg1" />);
    expect(states().map(([, met]) => met)).toEqual(['true', 'true', 'true', 'true', 'false']);
    rerender(<PasswordRequirements password="Zażółć1!" />);
    expect(states().every(([, met]) => met === 'true')).toBe(true);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('at least 8 characters – done');
  });

  it('speaks Polish too', async () => {
    await initTestI18n('pl');
    try {
      render(<PasswordRequirements password="Abc" />);
      expect(screen.getByRole('list', { name: 'Hasło musi mieć:' })).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('wielką literę – spełnione');
    } finally {
      await initTestI18n('en');
    }
  });
});
