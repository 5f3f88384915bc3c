import { useTranslation } from 'react-i18next';
import type { MeritImpact, MeritImpactSide } from '@parytet/contract/merit-cycles';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './merit-cycles.module.css';

/** The unexplained gap of the organisation's model and Logib's verdict, before and after. */
export const ImpactUnexplained = ({ impact }: { impact: MeritImpact }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.impact.${key}`, values);
  const side = (title: string, fit: MeritImpactSide['unexplained_gap'], name: string) => (
    <div className={styles.sideCard} data-unexplained={name}>
      <h3>{title}</h3>
      {fit === null ? (
        <p>{k('unexplainedNone')}</p>
      ) : (
        <>
          <p className={styles.bigFigure}>{formatPercent(fit.gap_percentage, lang)}</p>
          <p className={styles.note}>
            {k('unexplainedInterval', {
              low: formatPercent(fit.ci_low_percentage, lang),
              high: formatPercent(fit.ci_high_percentage, lang),
              n: formatNumber(fit.n, lang),
            })}
          </p>
          <p>
            <strong data-verdict={fit.above_tolerance ? 'above' : 'not_above'}>
              {fit.above_tolerance ? k('verdictAbove') : k('verdictNotAbove')}
            </strong>
          </p>
        </>
      )}
    </div>
  );
  return (
    <section className={sectionStyles.block} aria-labelledby="impact-unexplained-title">
      <h2 id="impact-unexplained-title" className={sectionStyles.blockTitle}>
        {k('unexplainedTitle')}
      </h2>
      <p className={sectionStyles.blockIntro}>{k('unexplainedIntro')}</p>
      <div className={styles.sides}>
        {side(k('before'), impact.before.unexplained_gap, 'before')}
        {side(k('after'), impact.after.unexplained_gap, 'after')}
      </div>
    </section>
  );
};
