import { useEffect, type ReactNode } from 'react';
import styles from './page-title.module.css';

const APP_NAME = 'Parytet';

export type PageTitleProps = {
  children: string;
  subtitle?: ReactNode;
  /** A short label above the title (section name). */
  eyebrow?: ReactNode;
  className?: string;
};

/** The screen's one h1; it also names the browser tab ("Log in · Parytet"). */
export const PageTitle = ({ children, subtitle, eyebrow, className }: PageTitleProps) => {
  useDocumentTitle(children);
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{children}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
};

export const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
};
