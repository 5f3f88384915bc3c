import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@parytet/contract/reports';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { toApiError } from '#lib/api-error.ts';
import { defaultReport, useReportList } from '#lib/reports/report-list.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { useReportBands } from '../hooks/use-salary-bands-queries.ts';
import type { ChartBand } from '../lib/band-chart-data.ts';
import { BandsChart } from './bands-chart.tsx';
import { ReportPicker } from './report-picker.tsx';
import styles from './salary-bands.module.css';

export type BandsChartPanelProps = {
  /** The bands as drawn: the editor's (before saving) or the saved ones. */
  bands: readonly ChartBand[];
  currency: Currency;
  /** The saved version the people are placed by (0: none saved yet). */
  version: number;
  /** The report to start with (the draft's). */
  initialReport?: string | null;
};

/** Why a report's people are not drawn, in words; null when they are. */
const useWhyNoPeople = (error: unknown, version: number, seesPeople: boolean) => {
  const { t } = useTranslation();
  if (!seesPeople) return t('salary-bands.chart.viewerNote');
  if (version === 0) return t('salary-bands.chart.saveFirst');
  if (!error) return null;
  const code = toApiError(error).code;
  return code === 'CURRENCY_MISMATCH'
    ? t('salary-bands.chart.otherCurrency')
    : t('salary-bands.chart.noPeople');
};

/** The chart of the bands with the people of a report the user picks. */
export const BandsChartPanel = ({
  bands,
  currency,
  version,
  initialReport,
}: BandsChartPanelProps) => {
  const { t } = useTranslation();
  const { seesPeople } = useBandsAccess();
  const { data: reports = [] } = useReportList();
  const [picked, setPicked] = useState<string | null>(initialReport ?? null);
  const reportId = picked ?? defaultReport(reports.filter((r) => r.report_ready))?.id ?? null;
  const query = useReportBands(seesPeople && version > 0 ? reportId : null, version || undefined);
  const why = useWhyNoPeople(query.error, version, seesPeople);
  const people = why === null ? (query.data?.employees ?? []) : [];
  return (
    <section className={sectionStyles.block} aria-labelledby="bands-chart-title">
      <h2 id="bands-chart-title" className={sectionStyles.blockTitle}>
        {t('salary-bands.chart.heading')}
      </h2>
      {seesPeople && reports.length > 0 && (
        <div className={styles.narrowField}>
          <ReportPicker
            reports={reports}
            value={reportId}
            onChange={setPicked}
            label={t('salary-bands.chart.report')}
          />
        </div>
      )}
      <BandsChart bands={bands} people={people} currency={currency} peopleNote={why ?? undefined} />
    </section>
  );
};
