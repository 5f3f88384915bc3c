import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeritProposal } from '@parytet/contract/merit-cycles';
import type { Currency } from '@parytet/contract/reports';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessageOf, toApiError } from '#lib/api-error.ts';
import { currencySymbol, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import { useMeritMessage } from '../hooks/use-merit-message.ts';
import { useUpdateProposal } from '../hooks/use-update-proposal.ts';
import {
  draftOf,
  draftToPatch,
  previewRaise,
  switchMode,
  type ProposalErrors,
  type RaiseMode,
} from '../lib/proposal-edit.ts';
import styles from './proposals-table.module.css';

export type ProposalEditorProps = {
  cycleId: string;
  currency: Currency;
  proposal: MeritProposal;
  /** The table's visible width: the form stays in view while the table scrolls sideways. */
  width: number;
  onDone: () => void;
};

/**
 * One person's raise, edited in place: by amount (money paid per month) or by percent of base
 * pay, with the reason. The new pay is shown as the user types; a negative raise is refused with
 * the API's own message, on the field. Escape cancels.
 */
export const ProposalEditor = ({
  cycleId,
  currency,
  proposal,
  width,
  onDone,
}: ProposalEditorProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const message = useMeritMessage();
  const update = useUpdateProposal(cycleId);
  const [draft, setDraft] = useState(() => draftOf(proposal));
  const [errors, setErrors] = useState<ProposalErrors>({});
  const valueRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const money = (value: number | null) => formatCents(value, lang, currency);
  const raise = previewRaise(draft, proposal.base_salary);

  useEffect(() => {
    valueRef.current?.focus();
    valueRef.current?.select();
  }, []);

  const setMode = (mode: RaiseMode) => {
    setDraft((d) => switchMode(d, mode, proposal.base_salary));
    setErrors({});
  };

  const onSubmit = () => {
    const result = draftToPatch(draft);
    setErrors(result.errors ?? {});
    if (!result.body) return;
    update.mutate(
      { employeeId: proposal.employee_id, body: result.body },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The API's refusal of a negative raise belongs on the field, like the check above.
          if (toApiError(error).code === 'NEGATIVE_RAISE') setErrors({ value: 'NEGATIVE_RAISE' });
        },
      },
    );
  };
  const apiError =
    update.isError && toApiError(update.error).code !== 'NEGATIVE_RAISE'
      ? errorMessageOf(update.error)
      : null;

  return (
    <form
      className={styles.editor}
      style={width > 0 ? { width: width - 2 } : undefined}
      aria-labelledby={titleId}
      noValidate
      data-proposal-editor={proposal.employee_id}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <p id={titleId} className={styles.editorTitle}>
        {t('merit-cycles.proposals.editTitle', { id: proposal.employee_id })}{' '}
        <span className={styles.muted}>
          {t('merit-cycles.proposals.editBase', { pay: money(proposal.base_salary) })}
        </span>
      </p>
      <fieldset className={styles.mode}>
        <legend>{t('merit-cycles.proposals.raiseBy')}</legend>
        {(['amount', 'percent'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`mode-${proposal.employee_id}`}
              checked={draft.mode === mode}
              onChange={() => setMode(mode)}
            />
            {t(`merit-cycles.proposals.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        ref={valueRef}
        className={styles.valueField}
        label={
          draft.mode === 'amount'
            ? t('merit-cycles.proposals.amountLabel', { currency: currencySymbol(currency) })
            : t('merit-cycles.proposals.percentLabel')
        }
        inputMode="decimal"
        autoComplete="off"
        value={draft.value}
        error={message(errors.value)}
        onChange={(event) => setDraft((d) => ({ ...d, value: event.target.value }))}
      />
      <TextField
        className={styles.reasonField}
        label={t('merit-cycles.proposals.reason')}
        autoComplete="off"
        maxLength={500}
        value={draft.reason}
        error={message(errors.reason)}
        onChange={(event) => setDraft((d) => ({ ...d, reason: event.target.value }))}
      />
      <div className={styles.editorActions}>
        <Button type="submit" size="sm" busy={update.isPending}>
          {t('merit-cycles.proposals.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('merit-cycles.proposals.cancel')}
        </Button>
      </div>
      <p className={styles.preview} aria-live="polite">
        {raise !== null && raise >= 0
          ? t('merit-cycles.proposals.preview', {
              raise: money(raise),
              percent: formatPercent(
                proposal.base_salary > 0 ? (raise / proposal.base_salary) * 100 : 0,
                lang,
              ),
              pay: money(proposal.base_salary + raise),
            })
          : ''}
      </p>
      {apiError && (
        <p className={styles.apiError} role="alert">
          {apiError}
        </p>
      )}
    </form>
  );
};
