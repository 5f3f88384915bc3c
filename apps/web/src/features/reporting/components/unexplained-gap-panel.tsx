import { useTranslation } from 'react-i18next';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';

/**
 * The regression's unexplained gap as the server shows it everywhere (−Kennedy × 100, positive =
 * women paid less, decisions §8), its interval and Logib's test against the 5 % tolerance.
 */
export const UnexplainedGapPanel = ({ fit }: { fit: IndicatorsView['unexplained_gap'] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <section className={sectionStyles.block} aria-labelledby="unexplained-title">
      <h2 id="unexplained-title" className={sectionStyles.blockTitle}>
        {t('reporting.indicators.unexplainedTitle')}
      </h2>
      {fit === null ? (
        <p>{t('reporting.indicators.unexplainedNone')}</p>
      ) : (
        <>
          <p>
            {t('reporting.indicators.unexplainedBody', {
              percent: formatPercent(fit.gap_percentage, lang),
              low: formatPercent(fit.ci_low_percentage, lang),
              high: formatPercent(fit.ci_high_percentage, lang),
              n: formatNumber(fit.n, lang),
            })}
          </p>
          <p>
            <strong>
              {fit.above_tolerance
                ? t('reporting.indicators.unexplainedAbove')
                : t('reporting.indicators.unexplainedNotAbove')}
            </strong>
          </p>
        </>
      )}
    </section>
  );
};
