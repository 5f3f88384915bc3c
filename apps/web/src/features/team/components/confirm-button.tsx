import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import styles from './team.module.css';

export type ConfirmButtonProps = {
  children: ReactNode;
  /** The question shown once the button was pressed, e.g. "Remove Anna?". */
  question: string;
  confirmLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  'aria-label'?: string;
};

/**
 * A destructive action asked twice, in place: the button turns into the question with "yes" and
 * "cancel", and focus lands on "cancel", so a stray Enter does no harm.
 */
export const ConfirmButton = ({
  children,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  }
  return (
    <span className={styles.rowActions} role="group" aria-label={question}>
      <span>{question}</span>
      <Button
        size="sm"
        busy={busy}
        onClick={() => {
          onConfirm();
        }}
      >
        {confirmLabel ?? t('team.members.confirm')}
      </Button>
      <Button variant="ghost" size="sm" autoFocus onClick={() => setAsking(false)}>
        {t('team.members.cancel')}
      </Button>
    </span>
  );
};
