import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SalaryBands } from '@parytet/contract/salary-bands';
import { BlockLoader } from '#components/ui/loader.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { defaultReport, useReportList } from '#lib/reports/report-list.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { useSalaryBands } from '../hooks/use-salary-bands-queries.ts';
import { formValuesOf, type BandsFormValues } from '../lib/bands-form.ts';
import { draftOfState, type DraftHandoff } from '../lib/draft-state.ts';
import { BandsEditor } from './bands-editor.tsx';
import { BandsReadOnly } from './bands-read-only.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';
import { VersionsList } from './versions-list.tsx';

/** The editor's first values: the draft's bands over the saved structure's families. */
const initialValues = (saved: SalaryBands, draft: DraftHandoff | null): BandsFormValues => {
  const values = formValuesOf(saved);
  if (!draft) return values;
  return {
    ...values,
    effective_from: draft.effective_from,
    basis: draft.draft.basis,
    currency: draft.draft.currency,
    bands: draft.draft.bands.map((band) => ({ ...band })),
    // A template names its families (with the positions the saved ones had); percentiles none.
    job_families:
      draft.draft.job_families.length > 0
        ? draft.draft.job_families.map((family) => ({
            ...family,
            positions: [...family.positions],
          }))
        : values.job_families,
  };
};

const Structure = () => {
  const { canEdit } = useBandsAccess();
  const { state } = useLocation();
  const draft = canEdit ? draftOfState(state) : null;
  const saved = useSalaryBands();
  const { data: reports = [] } = useReportList();
  const reportId = defaultReport(reports.filter((r) => r.report_ready))?.id ?? null;
  if (!saved.data) return <BlockLoader />;
  return (
    <>
      {canEdit ? (
        <BandsEditor
          // A new saved version or another draft starts the form afresh.
          key={`${saved.data.version}-${draft ? JSON.stringify(draft.source) : ''}`}
          saved={saved.data}
          initial={initialValues(saved.data, draft)}
          draft={draft}
          reportId={reportId}
        />
      ) : (
        <BandsReadOnly saved={saved.data} />
      )}
      <VersionsList reportId={reportId} />
    </>
  );
};

const Subtitle = () => {
  const { t, i18n } = useTranslation();
  const { data } = useSalaryBands();
  if (!data) return null;
  if (data.version === 0) return <>{t('salary-bands.structure.subtitleNone')}</>;
  return (
    <>
      {t('salary-bands.structure.subtitle', {
        version: data.version,
        date: formatDate(data.effective_from, currentLanguage(i18n)),
        count: data.bands.length,
      })}
    </>
  );
};

/** The exports of the saved bands, once there are any. */
const StructureExports = () => {
  const { data } = useSalaryBands();
  return data && data.version > 0 ? <ExportButtons /> : null;
};

/** /main/salary-bands: the organisation's structure, its chart and its versions. */
export const StructureScreen = () => {
  const { t } = useTranslation();
  return (
    <SalaryBandsFrame
      title={t('salary-bands.structure.title')}
      subtitle={<Subtitle />}
      actions={<StructureExports />}
    >
      <Structure />
    </SalaryBandsFrame>
  );
};
