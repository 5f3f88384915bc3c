import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '#lib/use-media-query.ts';
import { useTypingAnimation } from '../hooks/use-typing-animation.ts';
import styles from './typing-slogans.module.css';

const SLOGAN_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/**
 * The six slogans, typed one after another. Screen readers get the list once instead of a
 * stream of letters, and anyone can stop the motion (WCAG 2.2.2).
 */
export const TypingSlogans = () => {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const slogans = SLOGAN_KEYS.map((key) => t(`landing.slogans.${key}`));
  const { text, typing } = useTypingAnimation(slogans, { still: reducedMotion, paused });

  return (
    <div>
      <ul className="visually-hidden">
        {slogans.map((slogan) => (
          <li key={slogan}>{slogan}</li>
        ))}
      </ul>
      <p
        className={[styles.slogans, typing && styles.typing].filter(Boolean).join(' ')}
        aria-hidden="true"
        data-testid="typing-slogan"
      >
        <span className={styles.line}>{text}</span>
        <span className={styles.cursor} />
      </p>
      <div className={styles.controls}>
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? t('landing.resumeAnimation') : t('landing.pauseAnimation')}
        </button>
      </div>
    </div>
  );
};
