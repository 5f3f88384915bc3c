import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { buildLink } from '#lib/build-link.ts';
import { notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import type { MeritAccess } from '../hooks/use-merit-access.ts';
import { useApplyCycle, useReviewSteps } from '../hooks/use-merit-queries.ts';
import styles from './merit-cycles.module.css';

/**
 * An action asked twice, in place: the button turns into what it will do, with "yes" and
 * "cancel" (focus on "cancel", so a stray Enter does no harm).
 */
const Confirmed = ({
  label,
  question,
  busy,
  onConfirm,
  secondary = false,
  children,
}: {
  label: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  /** A step back (send back) beside the step forward. */
  secondary?: boolean;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={secondary ? 'secondary' : 'primary'} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={label}>
      <p>{question}</p>
      {children}
      <div className={styles.inline}>
        <Button busy={busy} onClick={onConfirm}>
          {t('merit-cycles.review.confirm', { action: label })}
        </Button>
        <Button variant="ghost" autoFocus onClick={() => setAsking(false)}>
          {t('merit-cycles.review.cancel')}
        </Button>
      </div>
    </div>
  );
};

/** The next step of the review for this state and role, or who it waits for. */
export const ReviewActions = ({ cycle, access }: { cycle: MeritCycle; access: MeritAccess }) => {
  const { t } = useTranslation();
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.review.${key}`, values);
  const steps = useReviewSteps(cycle.id);
  const apply = useApplyCycle(cycle.id);
  const [note, setNote] = useState('');
  const failed = [steps.submit, steps.approve, steps.sendBack, apply].find((m) => m.isError);
  const done = (key: string) => () => notifySuccess(k(key, { name: cycle.name }));
  const canSendBack = access.approve && (cycle.state === 'submitted' || cycle.state === 'approved');
  const actions: ReactNode[] = [];
  if (cycle.state === 'draft' && access.edit) {
    actions.push(
      <Confirmed
        key="submit"
        label={k('submit')}
        question={k('submitQuestion')}
        busy={steps.submit.isPending}
        onConfirm={() => steps.submit.mutate(undefined, { onSuccess: done('submitted') })}
      />,
    );
  }
  if (cycle.state === 'submitted' && access.approve) {
    actions.push(
      <Confirmed
        key="approve"
        label={k('approve')}
        question={k('approveQuestion')}
        busy={steps.approve.isPending}
        onConfirm={() => steps.approve.mutate(undefined, { onSuccess: done('approved') })}
      />,
    );
  }
  if (cycle.state === 'approved' && access.apply) {
    actions.push(
      <Confirmed
        key="apply"
        label={k('apply')}
        question={k('applyQuestion')}
        busy={apply.isPending}
        onConfirm={() => apply.mutate(undefined, { onSuccess: done('applied') })}
      />,
    );
  }
  if (canSendBack) {
    actions.push(
      <Confirmed
        key="send-back"
        secondary
        label={k('sendBack')}
        question={k('sendBackQuestion')}
        busy={steps.sendBack.isPending}
        onConfirm={() =>
          steps.sendBack.mutate(note.trim() || undefined, { onSuccess: done('sentBack') })
        }
      >
        <label className={styles.noteField}>
          <span>{k('note')}</span>
          <textarea
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      </Confirmed>,
    );
  }
  const newReport = apply.data?.report_id ?? cycle.applied_report_id;
  return (
    <div className={styles.reviewActions}>
      {newReport && (
        <Notice tone="success" title={k('appliedTitle')}>
          <ButtonLink to={buildLink(paths.main.payGapBase, { id: newReport })} size="sm">
            {k('openReport')}
          </ButtonLink>
        </Notice>
      )}
      {actions.length > 0 ? (
        <div className={styles.actionList}>{actions}</div>
      ) : (
        !newReport && <p className={styles.note}>{k(`waiting.${cycle.state}`)}</p>
      )}
      {failed && <Notice tone="error">{errorMessageOf(failed.error)}</Notice>}
    </div>
  );
};
