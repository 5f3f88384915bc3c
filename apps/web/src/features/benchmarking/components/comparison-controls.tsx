import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { BenchmarkMeasure, BenchmarkSourceKind } from '@parytet/contract/benchmarking';
import { Select } from '#components/ui/select.tsx';
import { useReportList } from '#lib/reports/report-list.ts';
import { benchmarkingLink } from '../lib/links.ts';
import styles from './benchmarking.module.css';

export type ComparisonControlsProps = {
  reportId: string;
  source: BenchmarkSourceKind;
  measure: BenchmarkMeasure | undefined;
  onSource: (source: BenchmarkSourceKind) => void;
  onMeasure: (measure: BenchmarkMeasure | undefined) => void;
};

const SOURCES = ['market', 'pool'] as const;

/** Which report, which benchmark (market table or pool), which pay. */
export const ComparisonControls = ({
  reportId,
  source,
  measure,
  onSource,
  onMeasure,
}: ComparisonControlsProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The source and measure chosen stay as they are for the other report.
  const { search } = useLocation();
  const reports = (useReportList().data ?? []).filter((r) => r.report_ready);
  return (
    <div className={styles.controls}>
      <Select
        label={t('benchmarking.controls.report')}
        value={reportId}
        options={reports.map((r) => ({ value: r.id, label: r.label }))}
        onChange={(event) =>
          void navigate(`${benchmarkingLink(event.target.value, 'comparison')}${search}`)
        }
      />
      <fieldset className={styles.sourceChoice}>
        <legend>{t('benchmarking.controls.source')}</legend>
        {SOURCES.map((value) => (
          <label key={value} className={styles.sourceOption}>
            <input
              type="radio"
              name="benchmark-source"
              value={value}
              checked={source === value}
              onChange={() => onSource(value)}
            />
            <span>
              <strong>{t(`benchmarking.source.name_${value}`)}</strong>
              <span className={styles.subLine}>{t(`benchmarking.controls.about_${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Select
        label={t('benchmarking.controls.measure')}
        value={measure ?? ''}
        placeholder={t('benchmarking.controls.bothMeasures')}
        options={(['base', 'total'] as const).map((value) => ({
          value,
          label: t(`benchmarking.measure.${value}`),
        }))}
        onChange={(event) =>
          onMeasure(
            event.target.value === '' ? undefined : (event.target.value as BenchmarkMeasure),
          )
        }
      />
    </div>
  );
};
