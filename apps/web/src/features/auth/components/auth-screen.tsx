import type { ReactNode } from 'react';
import { PageTitle } from '#components/ui/page-title.tsx';
import styles from './auth-screen.module.css';

export type AuthScreenProps = {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title (e.g. an envelope on "check your inbox"). */
  badge?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring screens, under a rule. */
  footer?: ReactNode;
};

/** Title, content, neighbouring links: the common shape of every auth screen. */
export const AuthScreen = ({ title, subtitle, badge, children, footer }: AuthScreenProps) => (
  <section className={styles.screen}>
    {badge && <div className={styles.iconBadge}>{badge}</div>}
    <PageTitle subtitle={subtitle} className={styles.title}>
      {title}
    </PageTitle>
    {children}
    {footer && <div className={styles.footer}>{footer}</div>}
  </section>
);

export { styles as authStyles };
