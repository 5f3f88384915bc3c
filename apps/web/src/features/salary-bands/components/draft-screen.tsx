import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BandDraft } from '@parytet/contract/salary-bands';
import {
  reportSectionStyles as sectionStyles,
  NoReports,
} from '../../../components/report-status/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { paths } from '../../../lib/paths.ts';
import { defaultReport, useReportList } from '../../../lib/reports/report-list.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { useDraftSalaryBands, useSalaryBands } from '../hooks/use-salary-bands-queries.ts';
import type { DraftHandoff } from '../lib/draft-state.ts';
import { BandsChartPanel } from './bands-chart-panel.tsx';
import { DEFAULT_DRAFT_OPTIONS, DraftForm, type DraftOptions } from './draft-form.tsx';
import { DraftPreview } from './draft-preview.tsx';
import { DraftSteps } from './draft-steps.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';

const Wizard = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit } = useBandsAccess();
  const { data: reports } = useReportList();
  const saved = useSalaryBands();
  const make = useDraftSalaryBands();
  const [options, setOptions] = useState<DraftOptions | null>(null);
  const [draft, setDraft] = useState<BandDraft | null>(null);
  const d = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.draft.${key}`, values);
  if (!canEdit) return <Notice tone="info">{d('notAllowed')}</Notice>;
  if (!reports) return <BlockLoader />;
  const ready = reports.filter((report) => report.report_ready && !report.report_failed);
  if (ready.length === 0) return <NoReports />;
  const first = defaultReport(ready)?.id ?? '';

  const onMake = async (chosen: DraftOptions) => {
    setOptions(chosen);
    setDraft(null);
    try {
      setDraft(await make.mutateAsync(chosen));
    } catch {
      // The query client shows the failure.
    }
  };

  const openInEditor = () => {
    const report = ready.find((r) => r.id === options?.report_id);
    if (!draft || !report) return;
    const handoff: DraftHandoff = {
      draft: { basis: draft.basis, currency: draft.currency, bands: draft.bands },
      report: {
        id: report.id,
        label: report.label,
        // The bands read this report from its period's end (its upload day without one).
        effective_from: report.period_end ?? report.created_at.slice(0, 10),
      },
    };
    void navigate(paths.main.salaryBands, { state: handoff });
  };

  return (
    <>
      <DraftSteps current={draft ? 2 : 1} />
      <section className={sectionStyles.block} aria-labelledby="draft-options-title">
        <h2 id="draft-options-title" className={sectionStyles.blockTitle}>
          {d('optionsTitle')}
        </h2>
        <p className={sectionStyles.blockIntro}>{d('intro')}</p>
        <DraftForm
          reports={reports}
          initial={options ?? { ...DEFAULT_DRAFT_OPTIONS, report_id: first }}
          busy={make.isPending}
          onSubmit={onMake}
        />
      </section>
      {draft && options && (
        <>
          <DraftPreview draft={draft} spread={options.spread} />
          <div>
            <Button onClick={openInEditor}>{d('open')}</Button>
          </div>
          <BandsChartPanel
            bands={draft.bands}
            currency={draft.currency}
            version={saved.data?.version ?? 0}
            initialReport={options.report_id}
          />
        </>
      )}
    </>
  );
};

/** /main/salary-bands/draft: a draft from a report's pay, checked, then opened in the editor. */
export const DraftScreen = () => {
  const { t } = useTranslation();
  return (
    <SalaryBandsFrame title={t('salary-bands.draft.title')}>
      <Wizard />
    </SalaryBandsFrame>
  );
};
