import { useTranslation } from 'react-i18next';
import styles from './loader.module.css';

export type LoaderProps = {
  size?: 'small' | 'medium' | 'large';
  tone?: 'accent' | 'light' | 'dark';
  /** Inside a control that already says it is busy: nothing is announced. */
  decorative?: boolean;
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string;
};

/** The bouncing dot (spec §2 "Other"): inline, or full screen via FullScreenLoader. */
export const Loader = ({
  size = 'medium',
  tone = 'accent',
  decorative = false,
  label,
}: LoaderProps) => {
  // The loader is also the fallback while translations load, so it must not suspend.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const text = label ?? (ready ? t('common.loading') : 'Loading…');
  const className = [
    styles.loader,
    size !== 'medium' && styles[size],
    tone !== 'accent' && styles[tone],
  ]
    .filter(Boolean)
    .join(' ');
  if (decorative) {
    return (
      <span className={className} aria-hidden="true">
        <span className={styles.dot} />
      </span>
    );
  }
  return (
    <span className={className} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.shadow} aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
};

/** Centred over the whole viewport: first load, route guards. */
export const FullScreenLoader = ({ label }: { label?: string }) => (
  <div className={styles.fullScreen}>
    <Loader size="large" label={label} />
  </div>
);

/** Centred in the space of the content it stands for. */
export const BlockLoader = ({ label }: { label?: string }) => (
  <div className={styles.fill}>
    <Loader size="large" label={label} />
  </div>
);
