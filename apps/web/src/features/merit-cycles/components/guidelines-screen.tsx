import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useMeritMessage } from '../hooks/use-merit-message.ts';
import { useSaveGuidelines } from '../hooks/use-merit-queries.ts';
import {
  addRatings,
  draftFromGuidelines,
  draftToBody,
  missingRatings,
  removeRow,
  setCell,
  type MatrixErrors,
} from '../lib/matrix-draft.ts';
import { CycleFrame } from './cycle-frame.tsx';
import { MatrixGrid } from './matrix-grid.tsx';
import styles from './merit-cycles.module.css';

type EditorProps = { cycle: MeritCycle; editable: boolean };

/** The matrix as saved, its draft while the user types, and saving it (refilling proposals). */
const GuidelinesEditor = ({ cycle, editable }: EditorProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const message = useMeritMessage();
  const save = useSaveGuidelines(cycle.id);
  const { guidelines } = cycle;
  const [saved] = useState(() => draftFromGuidelines(guidelines));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<MatrixErrors | null>(null);
  const [pick, setPick] = useState('');
  const missing = missingRatings(draft, guidelines.ratings_found);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const onSave = () => {
    const result = draftToBody(draft);
    setErrors(result.errors);
    if (!result.body) return;
    save.mutate(result.body, {
      onSuccess: (answer) =>
        notifySuccess(
          t('merit-cycles.matrix.saved', {
            count: answer.kept_manual,
            kept: formatNumber(answer.kept_manual, lang),
          }),
        ),
    });
  };

  return (
    <>
      <MatrixGrid
        draft={draft}
        errors={errors}
        readOnly={!editable}
        message={message}
        onCellChange={(row, column, text) => setDraft((d) => setCell(d, row, column, text))}
        onRemoveRow={(row) => setDraft((d) => removeRow(d, row))}
      />
      {errors && (
        <Notice tone="error" title={t('merit-cycles.matrix.invalid')}>
          {t('merit-cycles.matrix.invalidHint')}
        </Notice>
      )}
      {editable && (
        <div className={styles.matrixTools}>
          {missing.length > 0 && (
            <div className={styles.inline}>
              <Select
                label={t('merit-cycles.matrix.addRating')}
                placeholder={t('merit-cycles.matrix.pickRating')}
                options={missing.map((rating) => ({ value: rating, label: rating }))}
                value={pick}
                onChange={(event) => setPick(event.target.value)}
              />
              <Button
                variant="secondary"
                disabled={!pick}
                onClick={() => {
                  setDraft((d) => addRatings(d, [pick]));
                  setPick('');
                }}
              >
                {t('merit-cycles.matrix.add')}
              </Button>
              <Button variant="ghost" onClick={() => setDraft((d) => addRatings(d, missing))}>
                {t('merit-cycles.matrix.addAll', { count: missing.length })}
              </Button>
            </div>
          )}
          <Checkbox
            label={t('merit-cycles.matrix.keepManual')}
            checked={draft.keepManual}
            onChange={(event) => setDraft((d) => ({ ...d, keepManual: event.target.checked }))}
          />
          <div className={styles.inline}>
            <Button onClick={onSave} busy={save.isPending} disabled={!dirty && !errors}>
              {t('merit-cycles.matrix.save')}
            </Button>
            {dirty && <span className={styles.muted}>{t('merit-cycles.matrix.unsaved')}</span>}
          </div>
          {save.isError && <Notice tone="error">{errorMessageOf(save.error)}</Notice>}
        </div>
      )}
    </>
  );
};

const Guidelines = ({ cycle, canEdit }: { cycle: MeritCycle; canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { guidelines } = cycle;
  const editable = canEdit && cycle.state === 'draft';
  return (
    <section className={sectionStyles.block} aria-labelledby="matrix-title">
      <h2 id="matrix-title" className={sectionStyles.blockTitle}>
        {t('merit-cycles.matrix.title')}
      </h2>
      <p className={sectionStyles.blockIntro}>{t('merit-cycles.matrix.intro')}</p>
      <p className={styles.note}>
        {guidelines.quartile_basis === 'bands'
          ? t('merit-cycles.matrix.basisBands', { version: guidelines.bands_version ?? '' })
          : t('merit-cycles.matrix.basisLevels')}{' '}
        {guidelines.ratings_found.length === 0
          ? t('merit-cycles.matrix.noRatings')
          : t('merit-cycles.matrix.ratingsFound', { ratings: guidelines.ratings_found.join(', ') })}
      </p>
      {guidelines.unmatched_people > 0 && (
        <p className={styles.note}>
          {t('merit-cycles.matrix.unmatched', {
            count: guidelines.unmatched_people,
            people: formatNumber(guidelines.unmatched_people, lang),
          })}
        </p>
      )}
      {canEdit && cycle.state !== 'draft' && (
        <Notice tone="info">{t('merit-cycles.readOnly.submitted')}</Notice>
      )}
      <GuidelinesEditor key={JSON.stringify(guidelines.rows)} cycle={cycle} editable={editable} />
    </section>
  );
};

/** /main/merit-cycles/:id/guidelines: the merit matrix. */
export const GuidelinesScreen = () => (
  <CycleFrame view="guidelines">
    {(cycle, access) => <Guidelines cycle={cycle} canEdit={access.edit} />}
  </CycleFrame>
);
