import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#testing/render-app.tsx';
import { LoginForm } from './login-form.tsx';

const setup = () => {
  const onSubmit = vi.fn();
  renderWithRouter(<LoginForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
};

describe('login form validation', () => {
  it('shows no errors while typing before the first submit', async () => {
    const { user, email } = setup();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.queryByText(/valid e-mail/)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('says "provide email and password" when both are missing, on submit', async () => {
    const { user, submit, onSubmit, email, password } = setup();
    await user.click(submit);
    expect(await screen.findAllByText('Please provide your e-mail and password.')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-validates on every change after the first submit', async () => {
    const { user, submit, email } = setup();
    await user.click(submit);
    await screen.findAllByText('Please provide your e-mail and password.');

    await user.type(email, 'anna');
    expect(
      await screen.findByText('This does not look like a valid e-mail address.'),
    ).toBeVisible();

    await user.type(email, '@firma.pl');
    await waitFor(() =>
      expect(screen.queryByText('This does not look like a valid e-mail address.')).toBeNull(),
    );
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Please provide your e-mail and password.')).toHaveLength(1);
  });

  it('submits the values (e-mail normalised) once they are valid', async () => {
    const { user, submit, email, password, onSubmit } = setup();
    await user.type(email, '  Anna@Firma.PL ');
    await user.type(password, 'whatever');
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { email: 'anna@firma.pl', password: 'whatever' },
        expect.anything(),
      ),
    );
  });
});
