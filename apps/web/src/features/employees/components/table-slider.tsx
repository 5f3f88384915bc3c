import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './employees-table.module.css';

type Overflow = { max: number; left: number };

/**
 * The spec's horizontal slider: shown only while the table is wider than its frame, it scrolls
 * the table sideways and follows any other way of scrolling it (wheel, keys, scrollbar).
 */
export const TableSlider = ({
  scrollRef,
  controls,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  controls: string;
}) => {
  const { t } = useTranslation();
  const [overflow, setOverflow] = useState<Overflow>({ max: 0, left: 0 });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const max = Math.max(0, element.scrollWidth - element.clientWidth);
      const left = Math.round(element.scrollLeft);
      setOverflow((previous) =>
        previous.max === max && previous.left === left ? previous : { max, left },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [scrollRef]);

  if (overflow.max <= 0) return null;
  return (
    <div className={styles.slider}>
      <label className={styles.sliderLabel}>
        <span className="visually-hidden">{t('employees.table.slider')}</span>
        <input
          type="range"
          min={0}
          max={overflow.max}
          step={1}
          value={overflow.left}
          aria-controls={controls}
          aria-describedby={`${controls}-slider-hint`}
          aria-valuetext={`${Math.round((overflow.left / overflow.max) * 100)}%`}
          onChange={(event) => {
            const element = scrollRef.current;
            if (element) element.scrollLeft = Number(event.target.value);
          }}
        />
      </label>
      <span id={`${controls}-slider-hint`} className={styles.sliderHint}>
        {t('employees.table.sliderHint')}
      </span>
    </div>
  );
};
