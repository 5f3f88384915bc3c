import { Link } from 'react-router';
import styles from './logo.module.css';

export type LogoProps = {
  to?: string;
  /** The mark alone (collapsed sidebar). */
  compact?: boolean;
  /** The mark alone on phones (≤ 426 px), where the top bar is crowded. */
  markOnPhones?: boolean;
  className?: string;
  label: string;
};

/** The two bars of the mark: one orange, one blue, equal height: parity. */
const Mark = () => (
  <svg className={styles.mark} width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="2" fill="#2a2b29" />
    <rect x="7" y="9" width="7" height="15" fill="#ff6b1a" />
    <rect x="18" y="9" width="7" height="15" fill="#4a90c2" />
  </svg>
);

export const Logo = ({
  to,
  compact = false,
  markOnPhones = false,
  className,
  label,
}: LogoProps) => {
  const classes = [
    styles.logo,
    compact && styles.compact,
    markOnPhones && styles.markOnPhones,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <Mark />
      <span className={styles.word}>Parytet</span>
    </>
  );
  return to ? (
    <Link to={to} className={classes} aria-label={label}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
};
