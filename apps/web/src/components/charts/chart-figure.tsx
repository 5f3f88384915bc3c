import type { ReactNode } from 'react';
import styles from './charts.module.css';

/** `line`: a line chart's series, drawn as a short line in its style (solid, dashed, dotted). */
type LegendItem = { label: string; colour: string; line?: 'solid' | 'dashed' | 'dotted' };

export type ChartFigureProps = {
  title: string;
  /** What the chart shows, in words: the text alternative screen readers get. */
  summary: string;
  legend?: readonly LegendItem[];
  /** Under the chart, e.g. where the exact figures are. */
  note?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A chart with a visible title and legend. The drawing itself is one image named by `summary`;
 * the exact figures are in the table beside it, so nothing is only in the picture.
 */
export const ChartFigure = ({
  title,
  summary,
  legend,
  note,
  children,
  className,
}: ChartFigureProps) => (
  <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
    <figcaption className={styles.title}>{title}</figcaption>
    {legend && legend.length > 0 && (
      <ul className={styles.legend} aria-hidden="true">
        {legend.map((item) => (
          <li key={item.label}>
            {item.line ? (
              <span
                className={styles.line}
                style={{ borderTopColor: item.colour, borderTopStyle: item.line }}
              />
            ) : (
              <span className={styles.swatch} style={{ background: item.colour }} />
            )}
            {item.label}
          </li>
        ))}
      </ul>
    )}
    <div className={styles.drawing} role="img" aria-label={summary}>
      {children}
    </div>
    {note && <p className={styles.note}>{note}</p>}
  </figure>
);
