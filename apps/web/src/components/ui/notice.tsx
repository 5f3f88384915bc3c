import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeProps = {
  tone?: 'info' | 'success' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** An inline message inside a screen; errors are announced at once, the rest politely. */
export const Notice = ({ tone = 'info', title, children, className }: NoticeProps) => (
  <div
    className={[styles.notice, styles[tone], className].filter(Boolean).join(' ')}
    role={tone === 'error' ? 'alert' : 'status'}
  >
    <div className={styles.body}>
      {title && <p className={styles.title}>{title}</p>}
      {children && <div>{children}</div>}
    </div>
  </div>
);
