import { useTranslation } from 'react-i18next';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import styles from './employees-screen.module.css';

// Strong enough to read as the two ends of the scale, as the cells deepen towards ±30 %.
const SAMPLE = 25;

/** The two colours of the gap column, in words. */
export const GapLegend = () => {
  const { t } = useTranslation();
  const items = [
    { key: 'womenLess', colour: payGapColour(SAMPLE) },
    { key: 'menLess', colour: payGapColour(-SAMPLE) },
  ] as const;
  return (
    <ul className={styles.swatches} aria-label={t('employees.legend.colours')}>
      {items.map(({ key, colour }) => (
        <li key={key}>
          <span
            className={styles.swatch}
            style={{ background: colour.background }}
            aria-hidden="true"
          />
          {t(`employees.legend.${key}`)}
        </li>
      ))}
    </ul>
  );
};
