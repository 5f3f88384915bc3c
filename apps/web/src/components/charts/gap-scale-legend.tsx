import { payGapColour, PAY_GAP_LIMIT } from '#lib/pay-gap-scale.ts';
import styles from './charts.module.css';

export type GapScaleLegendProps = {
  /** "Men paid less", "Women paid less": what each end of the scale means. */
  menPaidLess: string;
  womenPaidLess: string;
  /** Formats the end values (−30 %, 0 %, 30 %). */
  formatValue: (value: number) => string;
};

const STOPS = [-PAY_GAP_LIMIT, -PAY_GAP_LIMIT / 2, 0, PAY_GAP_LIMIT / 2, PAY_GAP_LIMIT];

/** The pay-gap colour scale explained once, under the tables and charts that use it. */
export const GapScaleLegend = ({
  menPaidLess,
  womenPaidLess,
  formatValue,
}: GapScaleLegendProps) => {
  const gradient = STOPS.map(
    (v, i) => `${payGapColour(v).background} ${(i / (STOPS.length - 1)) * 100}%`,
  ).join(', ');
  return (
    <div className={styles.scale}>
      <span className={styles.scaleEnd}>{menPaidLess}</span>
      <span className={styles.scaleBarWrap}>
        <span
          className={styles.scaleBar}
          style={{ background: `linear-gradient(to right, ${gradient})` }}
        />
        <span className={styles.scaleTicks} aria-hidden="true">
          <span>{formatValue(-PAY_GAP_LIMIT)}</span>
          <span>{formatValue(0)}</span>
          <span>{formatValue(PAY_GAP_LIMIT)}</span>
        </span>
      </span>
      <span className={styles.scaleEnd}>{womenPaidLess}</span>
    </div>
  );
};
