import type { RangeGeometry } from '../lib/range-geometry.ts';
import styles from './salary-ranges.module.css';

/** A level's min–max bar with its median (line) and average (dot) on the common axis. */
export const RangeBar = ({ geometry }: { geometry: RangeGeometry }) => (
  <span className={styles.track} aria-hidden="true">
    <span
      className={[styles.bar, geometry.width === 0 && styles.tick].filter(Boolean).join(' ')}
      style={{ left: `${geometry.start}%`, width: `${geometry.width}%` }}
    />
    {geometry.median !== null && (
      <span className={styles.median} style={{ left: `${geometry.median}%` }} />
    )}
    {geometry.average !== null && (
      <span className={styles.average} style={{ left: `${geometry.average}%` }} />
    )}
  </span>
);
