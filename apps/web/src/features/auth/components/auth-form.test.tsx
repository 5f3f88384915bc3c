import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#testing/render-app.tsx';
import { EmailField, EmailSentScreen, NewPasswordField } from './auth-form.tsx';

describe('auth form parts', () => {
  it('asks for an e-mail the browser can fill in', () => {
    renderWithRouter(<EmailField />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
  });

  it('ties a new password to the rules it must meet', () => {
    renderWithRouter(<NewPasswordField label="New password" password="" />);
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const rules = screen.getByRole('list', { name: 'Your password needs:' });
    const describedBy = password.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.some((id) => document.getElementById(id)?.contains(rules))).toBe(true);
  });

  it('names the address a mail went to, with anything more under it', () => {
    renderWithRouter(
      <EmailSentScreen
        title="Check your inbox"
        i18nKey="auth.forgot.sentBody"
        email="anna@example.com"
        footer={<p>footer</p>}
      >
        <p>more</p>
      </EmailSentScreen>,
    );
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('anna@example.com').tagName).toBe('SPAN');
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for anna@example.com, we have sent it a link to set a new password.',
    );
    expect(screen.getByText('more')).toBeInTheDocument();
  });
});
