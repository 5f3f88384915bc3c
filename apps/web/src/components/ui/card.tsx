import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './card.module.css';

export type CardProps = ComponentPropsWithoutRef<'div'> & {
  as?: ElementType;
  flat?: boolean;
  compact?: boolean;
  /** An electric-orange top edge, for the one card that matters on a screen. */
  accent?: boolean;
};

export const Card = ({
  as: Tag = 'div',
  flat = false,
  compact = false,
  accent = false,
  className,
  ...rest
}: CardProps) => (
  <Tag
    {...rest}
    className={[
      styles.card,
      flat && styles.flat,
      compact && styles.compact,
      accent && styles.accent,
      className,
    ]
      .filter(Boolean)
      .join(' ')}
  />
);
