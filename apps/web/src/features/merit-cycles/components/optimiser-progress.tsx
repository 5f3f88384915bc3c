import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './merit-cycles.module.css';

/**
 * While the optimiser works: what it is doing and for how long. The server answers in one go,
 * so the bar is indeterminate and the seconds are the honest measure of progress.
 */
export const OptimiserProgress = () => {
  const { t, i18n } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  // The panel opens under the form: brought into view, so the user sees the work start.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div ref={panel} className={styles.progress} role="status" data-optimiser-progress>
      <p className={styles.progressTitle}>{t('merit-cycles.optimiser.working')}</p>
      <progress className={styles.progressBar} aria-label={t('merit-cycles.optimiser.working')} />
      <p className={styles.note}>
        {t('merit-cycles.optimiser.steps')}{' '}
        {/* Counted for the eye; a screen reader is told once that the work is under way. */}
        <span aria-hidden="true" data-elapsed>
          {t('merit-cycles.optimiser.elapsed', {
            seconds: formatNumber(seconds, currentLanguage(i18n)),
          })}
        </span>
      </p>
    </div>
  );
};
