import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BandDraft } from '@parytet/contract/salary-bands';
import {
  NoReports,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import { defaultReport, useReportList } from '#lib/reports/report-list.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { useDraftSalaryBands, useSalaryBands } from '../hooks/use-salary-bands-queries.ts';
import type { DraftHandoff } from '../lib/draft-state.ts';
import { BandsChartPanel } from './bands-chart-panel.tsx';
import { DEFAULT_DRAFT_OPTIONS, DraftForm, type DraftOptions } from './draft-form.tsx';
import { DraftPreview } from './draft-preview.tsx';
import { MethodChoice, type Method } from './draft-method-choice.tsx';
import { DraftSteps } from './draft-steps.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';
import { TemplateForm } from './template-form.tsx';

type Made = { draft: BandDraft; spread: { min: number; max: number }; handoff: DraftHandoff };

/** Benchmarking's mapping of the report being drafted from (its section without one). */
const mappingLink = (reportId: string | undefined) =>
  reportId ? buildLink(paths.main.benchmarkingMapping, { id: reportId }) : paths.main.benchmarking;

const today = () => new Date().toISOString().slice(0, 10);

const Wizard = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit } = useBandsAccess();
  const { data: reports } = useReportList();
  const saved = useSalaryBands();
  const percentiles = useDraftSalaryBands();
  const [method, setMethod] = useState<Method>('percentiles');
  const [options, setOptions] = useState<DraftOptions | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const d = (key: string) => t(`salary-bands.draft.${key}`);
  if (!canEdit) return <Notice tone="info">{d('notAllowed')}</Notice>;
  if (!reports) return <BlockLoader />;
  const ready = reports.filter((report) => report.report_ready && !report.report_failed);

  const fromReport = async (chosen: DraftOptions) => {
    setOptions(chosen);
    setMade(null);
    const report = ready.find((r) => r.id === chosen.report_id);
    if (!report) return;
    try {
      const draft = await percentiles.mutateAsync(chosen);
      setMade({
        draft,
        spread: chosen.spread,
        handoff: {
          draft,
          source: { label: report.label, reportId: report.id },
          // The bands read this report from its period's end (its upload day without one).
          effective_from: report.period_end ?? report.created_at.slice(0, 10),
        },
      });
    } catch {
      // The query client shows the failure.
    }
  };

  return (
    <>
      <DraftSteps current={made ? 2 : 1} />
      <section className={sectionStyles.block} aria-labelledby="draft-options-title">
        <h2 id="draft-options-title" className={sectionStyles.blockTitle}>
          {d('optionsTitle')}
        </h2>
        <MethodChoice
          value={method}
          onChange={(next) => {
            setMethod(next);
            setMade(null);
          }}
        />
        {method !== 'template' ? (
          ready.length === 0 ? (
            <NoReports />
          ) : (
            <>
              {method === 'market' ? (
                <p className={sectionStyles.blockIntro}>
                  {d('marketIntro')}{' '}
                  <Link to={mappingLink(options?.report_id ?? defaultReport(ready)?.id)}>
                    {d('marketMapping')}
                  </Link>
                </p>
              ) : (
                <p className={sectionStyles.blockIntro}>{d('intro')}</p>
              )}
              <DraftForm
                // A form per method: each keeps its own defaults.
                key={method}
                reports={ready}
                initial={{
                  ...DEFAULT_DRAFT_OPTIONS,
                  report_id: defaultReport(ready)?.id ?? '',
                  ...options,
                  method,
                }}
                busy={percentiles.isPending}
                onSubmit={fromReport}
              />
            </>
          )
        ) : (
          <TemplateForm
            onDraft={({ draft, fileName, spread }) =>
              setMade({
                draft,
                spread,
                handoff: {
                  draft,
                  source: { label: fileName, reportId: null },
                  effective_from: today(),
                },
              })
            }
          />
        )}
      </section>
      {made && (
        <>
          <DraftPreview draft={made.draft} spread={made.spread} />
          <div>
            <Button onClick={() => void navigate(paths.main.salaryBands, { state: made.handoff })}>
              {d('open')}
            </Button>
          </div>
          <BandsChartPanel
            bands={made.draft.bands}
            currency={made.draft.currency}
            version={saved.data?.version ?? 0}
            initialReport={made.handoff.source.reportId}
          />
        </>
      )}
    </>
  );
};

/**
 * /main/salary-bands/draft: a draft from a report's pay, the benchmark or a template, checked,
 * then edited.
 */
export const DraftScreen = () => {
  const { t } = useTranslation();
  return (
    <SalaryBandsFrame title={t('salary-bands.draft.title')}>
      <Wizard />
    </SalaryBandsFrame>
  );
};
