import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { Loader } from './loader.tsx';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type ButtonSize = 'md' | 'sm';

type Look = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shown before the label. */
  icon?: ReactNode;
};

export const buttonClassName = (
  { variant = 'primary', size = 'md', fullWidth = false }: Look,
  ...extra: (string | false | undefined)[]
) =>
  [
    styles.button,
    styles[variant],
    size === 'sm' && styles.sm,
    fullWidth && styles.fullWidth,
    ...extra,
  ]
    .filter(Boolean)
    .join(' ');

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Work in progress: the button shows a loader and ignores clicks (e.g. while submitting). */
    busy?: boolean;
  };

export const Button = ({
  variant,
  size,
  fullWidth,
  icon,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={buttonClassName({ variant, size, fullWidth }, busy && styles.busy, className)}
    disabled={disabled}
    aria-busy={busy || undefined}
    aria-disabled={busy || undefined}
    onClick={busy ? (event) => event.preventDefault() : onClick}
  >
    <span className={styles.label}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </span>
    {busy && (
      <span className={styles.spinner}>
        <Loader
          size="small"
          decorative
          tone={variant === 'primary' || variant === 'inverse' ? 'light' : 'dark'}
        />
      </span>
    )}
  </button>
);

export type ButtonLinkProps = LinkProps & Look;

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = ({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) => (
  <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
    {icon && <span className={styles.icon}>{icon}</span>}
    {children}
  </Link>
);
