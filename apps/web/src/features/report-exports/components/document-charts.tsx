import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import type { ReportDocument } from '@parytet/contract/report-exports';
import { formatPercent } from '#lib/format.ts';
import styles from './print-view.module.css';

/** Women and men in each quartile band, as stacked bars (the same data as the PDF's chart). */
export const QuartileBars = ({
  bands,
  lang,
}: {
  bands: ReportDocument['charts']['quartiles'];
  lang: Language;
}) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.bars}>
      {bands.map((b) => (
        <li key={b.label} className={styles.barRow}>
          <span className={styles.barLabel}>{b.label}</span>
          <span className={styles.stack}>
            <span className={styles.women} style={{ width: `${b.women}%` }}>
              {t('report-exports.print.chartWomen')} {formatPercent(b.women, lang)}
            </span>
            <span className={styles.men} style={{ width: `${b.men}%` }}>
              {t('report-exports.print.chartMen')} {formatPercent(b.men, lang)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
};

/** Gaps as bars from zero (the larger magnitude fills the track); withheld ones are said so. */
export const GapBars = ({
  bars,
  lang,
}: {
  bars: { label: string; value: number | null; flagged?: boolean }[];
  lang: Language;
}) => {
  const { t } = useTranslation();
  const extent = Math.max(5, ...bars.map((b) => Math.abs(b.value ?? 0)));
  return (
    <ul className={styles.bars}>
      {bars.map((b) => (
        <li key={b.label} className={styles.barRow}>
          <span className={styles.barLabel}>{b.label}</span>
          {b.value === null ? (
            <span className={styles.withheld}>{t('report-exports.print.withheld')}</span>
          ) : (
            <span className={styles.track}>
              <span
                className={b.flagged ? styles.gapFlagged : styles.gap}
                style={{ width: `${(Math.abs(b.value) / extent) * 80}%` }}
              />
              <span className={styles.gapValue}>{formatPercent(b.value, lang)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};
