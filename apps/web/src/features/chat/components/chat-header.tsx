import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageTitle } from '#components/ui/page-title.tsx';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import styles from './chat.module.css';

/** The chat screens' title and their two links: a new conversation, what the assistant knows. */
export const ChatHeader = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [styles.navLink, isActive && styles.navActive].filter(Boolean).join(' ');
  return (
    <div className={styles.header}>
      <PageTitle eyebrow={t('chat.title')}>{title}</PageTitle>
      <nav aria-label={t('chat.nav.label')}>
        <ul className={styles.navList}>
          <li>
            <NavLink to={buildLink(paths.chat.detail, { id: 'new' })} className={linkClass} end>
              {t('chat.nav.new')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.chat.profile} className={linkClass} end>
              {t('chat.nav.profile')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
};
