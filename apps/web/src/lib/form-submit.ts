import type { FormEvent } from 'react';

/**
 * React ignores what an `onSubmit` handler returns, so react-hook-form's `handleSubmit` promise
 * would float. Our submit callbacks hand work to mutations, which report their own errors.
 */
export const formSubmit =
  (submit: (event?: FormEvent) => Promise<void>) =>
  (event: FormEvent): void => {
    void submit(event);
  };
