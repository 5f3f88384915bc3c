import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentAnswer } from '@parytet/contract/reporting/indicators';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useSubmission } from '../hooks/use-reporting-queries.ts';
import styles from './reporting.module.css';

type Ready = Extract<AssessmentAnswer, { status: 'ready' }>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether the report is filed (decisions §8): before, the filing deadline and nothing overdue;
 * after, the day filed and the joint assessment's due date. Owners and admins record the day
 * (between the period's end and today) or undo it.
 */
export const SubmissionPanel = ({
  reportId,
  data,
  canSubmit,
}: {
  reportId: string;
  data: Ready;
  canSubmit: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const s = (key: string, values: Record<string, string> = {}) =>
    t(`reporting.submission.${key}`, values);
  const { submit, withdraw } = useSubmission(reportId);
  const [day, setDay] = useState(today);
  if (data.submitted_on !== null) {
    return (
      <div className={styles.form} data-submission="submitted">
        <p>
          {s('submitted', {
            date: formatDate(data.submitted_on, lang),
            due: formatDate(data.due_date, lang),
          })}
        </p>
        {canSubmit && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate()}
            >
              {s('undo')}
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      data-submission="not-submitted"
      onSubmit={(e) => {
        e.preventDefault();
        submit.mutate(day);
      }}
    >
      <p>
        {data.filing_deadline === null
          ? s('notSubmittedNoDuty')
          : s('notSubmitted', { deadline: formatDate(data.filing_deadline, lang) })}
      </p>
      {canSubmit && (
        <div className={styles.actions}>
          <TextField
            type="date"
            label={s('day')}
            value={day}
            min={data.period_end ?? undefined}
            max={today()}
            onChange={(e) => setDay(e.target.value)}
          />
          <Button type="submit" disabled={submit.isPending || day === ''}>
            {s('record')}
          </Button>
        </div>
      )}
    </form>
  );
};
