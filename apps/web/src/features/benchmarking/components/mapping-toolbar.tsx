import { useTranslation } from 'react-i18next';
import type { MappingResponse } from '@parytet/contract/benchmarking';
import { Button } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import {
  countStates,
  locationState,
  mappingBody,
  positionState,
  type MappingDraft,
} from '../lib/mapping-draft.ts';
import { mappingFilters, type MappingFilter } from '../lib/mapping-filter.ts';
import styles from './benchmarking.module.css';

type WithDraft = { mapping: MappingResponse; draft: MappingDraft };

/** How many positions and locations are confirmed, suggested, unmapped and changed. */
export const MappingSummary = ({ mapping, draft }: WithDraft) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const groups = [
    ['positions', countStates(mapping.positions.map((row) => positionState(row, draft)))],
    ['locations', countStates(mapping.locations.map((row) => locationState(row, draft)))],
  ] as const;
  return (
    <div className={styles.summary} data-testid="mapping-summary">
      {groups.map(([kind, counts]) => (
        <div key={kind} className={styles.summaryCard}>
          <p className={styles.summaryTitle}>{t(`benchmarking.mapping.${kind}.title`)}</p>
          <dl>
            {(['confirmed', 'suggested', 'unmapped', 'edited'] as const).map((state) =>
              state === 'edited' && counts.edited === 0 ? null : (
                <div key={state} data-count={state}>
                  <dt>{t(`benchmarking.mapping.status.${state}`)}</dt>
                  <dd>{formatNumber(counts[state], lang)}</dd>
                </div>
              ),
            )}
          </dl>
        </div>
      ))}
    </div>
  );
};

export type MappingFiltersProps = {
  filter: MappingFilter;
  onFilter: (filter: MappingFilter) => void;
  search: string;
  onSearch: (search: string) => void;
};

/** Which entries are listed: a state and a search over levels, positions and locations. */
export const MappingFilters = ({ filter, onFilter, search, onSearch }: MappingFiltersProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} role="search">
      <Select
        label={t('benchmarking.mapping.filter.label')}
        value={filter}
        options={mappingFilters.map((value) => ({
          value,
          label: t(`benchmarking.mapping.filter.${value}`),
        }))}
        onChange={(event) => onFilter(event.target.value as MappingFilter)}
      />
      <TextField
        type="search"
        label={t('benchmarking.mapping.filter.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
};

export type MappingActionsProps = WithDraft & {
  busy: boolean;
  error: string | null;
  onSave: () => void;
  onConfirmAll: () => void;
  onDiscard: () => void;
};

/**
 * Save the changes alone, or confirm every suggestion as it stands with them: only confirmed
 * entries count in the pool. Kept in view at the bottom while the person works down the list.
 */
export const MappingActions = ({
  mapping,
  draft,
  busy,
  error,
  onSave,
  onConfirmAll,
  onDiscard,
}: MappingActionsProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const edited = mappingBody(mapping, draft, 'edited');
  const all = mappingBody(mapping, draft, 'confirm-all');
  const changes = edited.positions.length + edited.locations.length;
  const confirmable = all.positions.length + all.locations.length;
  return (
    <div className={styles.actions} data-testid="mapping-actions">
      {error && (
        <Notice tone="error" className={styles.actionsError}>
          {error}
        </Notice>
      )}
      <p className={styles.note} aria-live="polite">
        {changes === 0
          ? t('benchmarking.mapping.noChanges')
          : t('benchmarking.mapping.changes', { count: changes, n: formatNumber(changes, lang) })}
      </p>
      <div className={styles.buttons}>
        <Button onClick={onSave} disabled={changes === 0} busy={busy}>
          {t('benchmarking.mapping.save')}
        </Button>
        <Button variant="secondary" onClick={onConfirmAll} disabled={confirmable === 0} busy={busy}>
          {confirmable === 0
            ? t('benchmarking.mapping.confirmNone')
            : t('benchmarking.mapping.confirmAll', {
                count: confirmable,
                n: formatNumber(confirmable, lang),
              })}
        </Button>
        {changes > 0 && (
          <Button variant="ghost" onClick={onDiscard} disabled={busy}>
            {t('benchmarking.mapping.discard')}
          </Button>
        )}
      </div>
    </div>
  );
};
