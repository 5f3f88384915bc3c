import { useTranslation } from 'react-i18next';
import type { RegressionData } from '@parytet/contract/regression';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCoefficient, shownBound, shownGap } from '../lib/term-label.ts';
import styles from './analysis.module.css';

/** The fit's headline: the unexplained gap (−Kennedy × 100 %), its interval, verdict and fit. */
export const ModelSummary = ({ fit }: { fit: RegressionData }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { female } = fit;
  const item = (label: string, value: string) => (
    <div className={styles.card}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className={styles.cards}>
        {item(
          t('analysis.model.unexplainedGap'),
          formatPercent(shownGap(female.kennedy), lang, { signed: true }),
        )}
        {item(
          t('analysis.model.interval'),
          `${formatPercent(shownBound(female.ci_high), lang)} … ${formatPercent(shownBound(female.ci_low), lang)}`,
        )}
        {item(t('analysis.model.rSquared'), formatNumber(fit.r_squared, lang, 4))}
        {item(t('analysis.model.adjustedRSquared'), formatNumber(fit.adjusted_r_squared, lang, 4))}
        {item(
          t('analysis.model.people'),
          t('analysis.model.peopleValue', {
            n: formatNumber(fit.n, lang),
            women: formatNumber(fit.women, lang),
          }),
        )}
        {item(t('analysis.model.df'), formatNumber(fit.df, lang))}
      </dl>
      <p className={styles.verdict}>
        <strong>{t(`analysis.verdict.${fit.verdict}`)}</strong>
      </p>
      <p className={styles.note}>
        {t('analysis.model.femaleLine', {
          coefficient: formatCoefficient(female.coefficient),
          se: formatCoefficient(female.standard_error),
          kennedy: formatCoefficient(female.kennedy),
        })}
      </p>
    </>
  );
};
