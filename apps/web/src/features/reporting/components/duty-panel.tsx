import { useTranslation } from 'react-i18next';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { formatDate, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';

export type DutyPanelProps = {
  duty: IndicatorsView['reporting_duty'];
  periodStart: string | null;
  periodEnd: string | null;
};

/** Art. 9(2)–(4): the head count band, how often, the next deadline, and the report's period. */
export const DutyPanel = ({ duty, periodStart, periodEnd }: DutyPanelProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const date = (iso: string | null) => formatDate(iso, lang);
  return (
    <section
      className={sectionStyles.block}
      aria-labelledby="duty-title"
      data-testid="reporting-duty"
    >
      <h2 id="duty-title" className={sectionStyles.blockTitle}>
        {t('reporting.duty.title')}
      </h2>
      <p>
        {duty.head_count !== null &&
          `${t('reporting.duty.headCount', { formatted: formatNumber(duty.head_count, lang) })} · `}
        {t(`reporting.duty.band.${duty.head_count_band}`, {
          date: date(duty.first_deadline),
        })}
      </p>
      {duty.next_deadline && (
        <p>
          <strong>{t('reporting.duty.next', { date: date(duty.next_deadline) })}</strong>
        </p>
      )}
      <p>
        {periodStart && periodEnd
          ? t('reporting.duty.period', { start: date(periodStart), end: date(periodEnd) })
          : t('reporting.duty.noPeriod')}
      </p>
    </section>
  );
};
