import { useEffect, useId, useRef } from 'react';
import styles from '../report-actions/report-actions.module.css';
import { Button } from './button.tsx';

export type ConfirmDeleteDialogProps = {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before something is deleted. A native modal dialog: the page behind it is inert (focus
 * stays inside), Escape cancels, focus goes back where it was on close.
 */
export const ConfirmDeleteDialog = ({
  title,
  text,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) => {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; browsers do.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The safe choice first: Enter on a stray key press must not delete.
    dialog.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      returnTo?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className={styles.dialogButtons}>
        <Button data-cancel variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button className={styles.dangerButton} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
};
