import type { ChartRow } from '../lib/chart-rows.ts';
import styles from './benchmarking.module.css';

type TooltipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] };

/** The hovered row in words (the same sentence the text alternative holds). */
export const ChartTooltip = ({ active, payload }: TooltipProps) => {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return <div className={styles.tooltip}>{row.text}</div>;
};
