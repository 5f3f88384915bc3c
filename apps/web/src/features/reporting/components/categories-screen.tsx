import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  categorySchemeSchema,
  type CategorySchemeResponse,
} from '@parytet/contract/reporting/categories';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  SectionHeader,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { useReportPositions } from '../hooks/use-report-positions.ts';
import { useReportingAccess } from '../hooks/use-reporting-access.ts';
import {
  useCategories,
  useCategoryVersions,
  useSaveCategories,
} from '../hooks/use-reporting-queries.ts';
import { transparencyTabs } from '../lib/links.ts';
import { draftOf, schemeOf, type SchemeDraft, type SchemeKind } from '../lib/scheme-draft.ts';
import { JobEvaluationEditor } from './job-evaluation-editor.tsx';
import { ReportingGate } from './reporting-frame.tsx';
import styles from './reporting.module.css';
import { PositionGroupsEditor } from './position-groups-editor.tsx';

const KINDS: SchemeKind[] = ['levels', 'positions', 'job_evaluation'];

const Versions = () => {
  const { t, i18n } = useTranslation();
  const { data = [] } = useCategoryVersions();
  if (data.length === 0) return null;
  return (
    <section className={sectionStyles.block} aria-labelledby="versions-title">
      <h2 id="versions-title" className={sectionStyles.blockTitle}>
        {t('reporting.categories.versions')}
      </h2>
      <ul>
        {data.map((v) => (
          <li key={v.version}>
            {t('reporting.categories.versionLine', {
              version: v.version,
              kind: t(`reporting.categories.kinds.${v.kind}`),
              date: formatDate(v.created_at, currentLanguage(i18n), 'date-time'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
};

const Editor = ({
  saved,
  report,
}: {
  saved: CategorySchemeResponse;
  report: ReportSummary | null;
}) => {
  const { t } = useTranslation();
  const { canEdit } = useReportingAccess();
  const save = useSaveCategories();
  const [draft, setDraft] = useState<SchemeDraft>(() => draftOf(saved.scheme));
  const positions = useReportPositions(report?.id ?? '');
  const scheme = schemeOf(draft);
  const valid = categorySchemeSchema.safeParse(scheme).success;
  const c = (key: string, values: Record<string, unknown> = {}) =>
    t(`reporting.categories.${key}`, values);
  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(scheme);
      notifySuccess(c('saved', { version: answer.version }));
    } catch {
      // The query client shows the failure.
    }
  };
  return (
    <section className={sectionStyles.block} aria-labelledby="categories-editor-title">
      <h2 id="categories-editor-title" className={sectionStyles.blockTitle}>
        {t('reporting.nav.categories')}
      </h2>
      <p className={sectionStyles.blockIntro}>{c('intro')}</p>
      <p>
        <strong>
          {saved.version === 0 ? c('default') : c('current', { version: saved.version })}
        </strong>
      </p>
      {!canEdit && <Notice tone="info">{c('readOnly')}</Notice>}
      <div className={styles.stack}>
        {/* A role that cannot change the categories reads the choice, with no dead control. */}
        {canEdit ? (
          <Select
            label={c('kind')}
            value={draft.kind}
            options={KINDS.map((k) => ({ value: k, label: c(`kinds.${k}`) }))}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as SchemeKind })}
          />
        ) : (
          <p>
            {c('kind')}: <strong>{c(`kinds.${draft.kind}`)}</strong>
          </p>
        )}
        {draft.kind !== 'levels' && (
          <p className={styles.note}>
            {report ? c('positionsFrom', { label: report.label }) : c('noPositions')}
          </p>
        )}
        {draft.kind === 'positions' && (
          <PositionGroupsEditor
            draft={draft}
            onChange={setDraft}
            positions={positions}
            disabled={!canEdit}
          />
        )}
        {draft.kind === 'job_evaluation' && (
          <JobEvaluationEditor
            draft={draft}
            onChange={setDraft}
            positions={positions}
            evaluated={saved.evaluated_positions}
            disabled={!canEdit}
          />
        )}
        {canEdit && (
          <div className={styles.actions}>
            <Button type="button" disabled={!valid || save.isPending} onClick={() => void onSave()}>
              {c('save')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
};

const CategoriesContent = () => {
  const { t } = useTranslation();
  const { letters } = useReportingAccess();
  const section = useSectionReport(undefined);
  const categories = useCategories();
  const report = section.kind === 'default' || section.kind === 'found' ? section.report : null;
  return (
    <div className={sectionStyles.screen}>
      <SectionHeader
        eyebrow={t('reporting.title')}
        title={t('reporting.nav.categories')}
        tabs={transparencyTabs(t, report?.id ?? null, { letters })}
        navLabel={t('reporting.nav.label')}
        methodologyHref={`${paths.methodology}#eu-categories`}
      />
      {categories.data ? (
        <Editor key={categories.data.version} saved={categories.data} report={report} />
      ) : (
        <BlockLoader />
      )}
      <Versions />
    </div>
  );
};

/** /main/pay-transparency/categories: the organisation's categories of workers (Art. 4). */
export const CategoriesScreen = () => (
  <ReportingGate>
    <CategoriesContent />
  </ReportingGate>
);
