import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MappingResponse } from '@parytet/contract/benchmarking';
import { can } from '@parytet/contract/permissions';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Button } from '#components/ui/button.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import { useBenchmarkNames, type BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import { useMapping, useSaveMapping } from '../hooks/use-benchmarking-queries.ts';
import { usePagedRows } from '../hooks/use-paged-rows.ts';
import {
  bodyProblems,
  emptyDraft,
  locationState,
  mappingBody,
  positionState,
  type MappingDraft,
} from '../lib/mapping-draft.ts';
import { filterRows, type MappingFilter } from '../lib/mapping-filter.ts';
import styles from './benchmarking.module.css';
import { LocationMappingTable } from './location-mapping-table.tsx';
import { MappingActions, MappingFilters, MappingSummary } from './mapping-toolbar.tsx';
import { Pager } from './pager.tsx';
import { PositionMappingTable } from './position-mapping-table.tsx';

/** The report's positions and locations mapped to roles, seniorities and voivodeships. */
export const MappingScreen = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation();
  const query = useMapping(reportId);
  const { names, query: rolesQuery } = useBenchmarkNames();
  const { data: user } = useCurrentUser();
  if (query.isError || rolesQuery.isError) {
    return (
      <Notice tone="error" title={t('benchmarking.mapping.loadError')}>
        <p>{errorMessageOf(query.error ?? rolesQuery.error)}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void Promise.all([query.refetch(), rolesQuery.refetch()])}
        >
          {t('benchmarking.retry')}
        </Button>
      </Notice>
    );
  }
  // Who may edit is known before the editor shows: no read-only flash for the HR team.
  if (!query.data || !names || !user) return <BlockLoader />;
  return (
    <MappingEditor
      reportId={reportId}
      mapping={query.data}
      names={names}
      editable={can(user.role, 'benchmarking.map')}
    />
  );
};

type MappingEditorProps = {
  reportId: string;
  mapping: MappingResponse;
  names: BenchmarkNames;
  editable: boolean;
};

const MappingEditor = ({ reportId, mapping, names, editable }: MappingEditorProps) => {
  const { t } = useTranslation();
  const save = useSaveMapping(reportId);
  const [draft, setDraft] = useState<MappingDraft>(emptyDraft);
  const [filter, setFilter] = useState<MappingFilter>('all');
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const positions = useMemo(
    () => filterRows(mapping.positions, filter, search, (row) => positionState(row, draft)),
    [mapping.positions, filter, search, draft],
  );
  const locations = useMemo(
    () => filterRows(mapping.locations, filter, search, (row) => locationState(row, draft)),
    [mapping.locations, filter, search, draft],
  );
  const resetKey = `${filter}|${search}`;
  const positionPages = usePagedRows(positions, resetKey);
  const locationPages = usePagedRows(locations, resetKey);

  const submit = (scope: 'edited' | 'confirm-all') => {
    const body = mappingBody(mapping, draft, scope);
    const missing = bodyProblems(body);
    if (missing.length > 0) {
      setProblem(t('benchmarking.mapping.missingSeniority', { count: missing.length }));
      return;
    }
    setProblem(null);
    const count = body.positions.length + body.locations.length;
    save.mutate(body, {
      onSuccess: () => {
        setDraft(emptyDraft);
        notifySuccess(t('benchmarking.mapping.saved', { count }));
      },
    });
  };

  return (
    <div className={styles.stack}>
      <section className={sectionStyles.block} aria-labelledby="mapping-title">
        <h2 id="mapping-title" className={sectionStyles.blockTitle}>
          {t('benchmarking.mapping.title')}
        </h2>
        <p className={sectionStyles.blockIntro}>{t('benchmarking.mapping.intro')}</p>
        <p className={sectionStyles.blockIntro}>
          {t('benchmarking.mapping.seniorityGuide', {
            guide: names.seniorities.map((s) => names.seniority(s.id)).join(', '),
          })}
        </p>
        <MappingSummary mapping={mapping} draft={draft} />
        {!editable && <Notice tone="info">{t('benchmarking.mapping.readOnly')}</Notice>}
      </section>
      <MappingFilters filter={filter} onFilter={setFilter} search={search} onSearch={setSearch} />
      <section className={sectionStyles.block} aria-labelledby="mapping-positions">
        <h3 id="mapping-positions">{t('benchmarking.mapping.positions.title')}</h3>
        {positions.length === 0 ? (
          <p className={styles.note}>{t('benchmarking.mapping.nothingShown')}</p>
        ) : (
          <>
            <PositionMappingTable
              rows={positionPages.shown}
              names={names}
              draft={draft}
              onChange={setDraft}
              editable={editable}
            />
            <Pager paging={positionPages} label={t('benchmarking.mapping.positions.pages')} />
          </>
        )}
      </section>
      <section className={sectionStyles.block} aria-labelledby="mapping-locations">
        <h3 id="mapping-locations">{t('benchmarking.mapping.locations.title')}</h3>
        <p className={sectionStyles.blockIntro}>{t('benchmarking.mapping.locations.intro')}</p>
        {locations.length === 0 ? (
          <p className={styles.note}>{t('benchmarking.mapping.nothingShown')}</p>
        ) : (
          <>
            <LocationMappingTable
              rows={locationPages.shown}
              names={names}
              draft={draft}
              onChange={setDraft}
              editable={editable}
            />
            <Pager paging={locationPages} label={t('benchmarking.mapping.locations.pages')} />
          </>
        )}
      </section>
      {editable && (
        <MappingActions
          mapping={mapping}
          draft={draft}
          busy={save.isPending}
          error={problem ?? (save.isError ? errorMessageOf(save.error) : null)}
          onSave={() => submit('edited')}
          onConfirmAll={() => submit('confirm-all')}
          onDiscard={() => {
            setProblem(null);
            setDraft(emptyDraft);
          }}
        />
      )}
    </div>
  );
};
