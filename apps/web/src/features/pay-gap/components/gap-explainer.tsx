import { useTranslation } from 'react-i18next';
import { GapScaleLegend } from '#components/charts/gap-scale-legend.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './pay-gap.module.css';

/** How to read a gap: the formula in words and the colour scale. */
export const GapExplainer = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <aside className={styles.explainer} aria-label={t('pay-gap.explainer.label')}>
      <p>{t('pay-gap.explainer.formula')}</p>
      <GapScaleLegend
        menPaidLess={t('pay-gap.explainer.menPaidLess')}
        womenPaidLess={t('pay-gap.explainer.womenPaidLess')}
        formatValue={(v) => `${formatNumber(v, lang)}%`}
      />
    </aside>
  );
};
