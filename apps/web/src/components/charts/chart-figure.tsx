import type { ReactNode } from 'react';
import styles from './charts.module.css';

/**
 * `line`: a line chart's series, drawn as a short line in its style (solid, dashed, dotted);
 * `marker`: a scatter's series, drawn as its dot's shape; `outline`: the swatch's or marker's
 * edge, where the fill alone is pale.
 */
type LegendItem = {
  label: string;
  colour: string;
  line?: 'solid' | 'dashed' | 'dotted';
  marker?: 'circle' | 'triangle';
  outline?: string;
};

const Marker = ({
  shape,
  colour,
  outline,
}: {
  shape: 'circle' | 'triangle';
  colour: string;
  outline?: string;
}) => (
  <svg className={styles.marker} viewBox="0 0 14 14">
    {shape === 'circle' ? (
      <circle cx="7" cy="7" r="5.5" fill={colour} stroke={outline ?? colour} strokeWidth="1.5" />
    ) : (
      <path d="M7 1.5 12.5 12H1.5z" fill={colour} stroke={outline ?? colour} strokeWidth="1.5" />
    )}
  </svg>
);

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
            {item.marker ? (
              <Marker shape={item.marker} colour={item.colour} outline={item.outline} />
            ) : item.line ? (
              <span
                className={styles.line}
                style={{ borderTopColor: item.colour, borderTopStyle: item.line }}
              />
            ) : (
              <span
                className={styles.swatch}
                style={{
                  background: item.colour,
                  border: item.outline ? `1px solid ${item.outline}` : undefined,
                }}
              />
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
