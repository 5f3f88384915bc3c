import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './report-table.module.css';

export type TableScrollProps = {
  /** Names the scrollable region (usually the table's caption). */
  label: string;
  children: ReactNode;
  className?: string;
  /** A long table scrolls within the screen's height too, so its header stays in view. */
  tall?: boolean;
};

/**
 * A table wider than the screen scrolls sideways inside this box (focusable, so arrow keys
 * scroll it too) with a visible hint; the table's first column stays put (see the CSS).
 */
export const TableScroll = ({ label, children, className, tall = false }: TableScrollProps) => {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [more, setMore] = useState({ right: false, down: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1);
      setMore({
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
        down: element.scrollTop + element.clientHeight < element.scrollHeight - 1,
      });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      return () => element.removeEventListener('scroll', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className={[styles.scrollFrame, className].filter(Boolean).join(' ')}>
      {overflowing && (
        <p className={styles.scrollHint} aria-hidden="true" data-print="hide">
          {t('report-status.table.scrollHint')}
        </p>
      )}
      <div className={styles.shadowBox}>
        <div
          ref={box}
          className={[styles.scroll, tall && styles.tall].filter(Boolean).join(' ')}
          role="region"
          aria-label={label}
          data-print="scroll"
          tabIndex={overflowing || tall ? 0 : undefined}
        >
          {children}
        </div>
        {more.right && <span className={styles.shadowRight} aria-hidden="true" data-print="hide" />}
        {more.down && <span className={styles.shadowBottom} aria-hidden="true" data-print="hide" />}
      </div>
    </div>
  );
};
