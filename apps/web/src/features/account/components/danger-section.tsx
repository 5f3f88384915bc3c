import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { logout } from '#lib/session.ts';
import styles from './account-settings.module.css';

export type DangerSectionProps = {
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  busy: boolean;
  /** react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The confirming field. */
  children: ReactNode;
};

/** A deletion that cannot be undone: its card, why, the confirming field and the button. */
export const DangerSection = ({
  id,
  title,
  intro,
  submitLabel,
  busy,
  onSubmit,
  children,
}: DangerSectionProps) => (
  <Card as="section" flat className={[styles.part, styles.danger].join(' ')} aria-labelledby={id}>
    <h3 id={id} className={styles.partTitle}>
      {title}
    </h3>
    <p className={styles.text}>{intro}</p>
    <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  </Card>
);

/** After a deletion: the session ends and the sign-in screen says what was deleted. */
export const useLeaveAfterDeletion = () => {
  const navigate = useNavigate();
  return (message: string) => {
    logout();
    notifySuccess(message, { carryOver: true });
    void navigate(paths.auth.main, { replace: true });
  };
};
