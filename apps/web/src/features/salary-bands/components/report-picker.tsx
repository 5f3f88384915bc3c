import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import { Select } from '#components/ui/select.tsx';

/** The organisation's ready reports, to choose one (for the chart's people, the draft). */
export const ReportPicker = ({
  reports,
  value,
  onChange,
  label,
  hint,
}: {
  reports: readonly ReportSummary[];
  value: string | null;
  onChange: (id: string) => void;
  label: string;
  hint?: string;
}) => {
  const { t } = useTranslation();
  const ready = reports.filter((report) => report.report_ready && !report.report_failed);
  if (ready.length === 0) return <p>{t('salary-bands.noReadyReport')}</p>;
  return (
    <Select
      label={label}
      hint={hint}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      options={ready.map((report) => ({ value: report.id, label: report.label }))}
    />
  );
};
