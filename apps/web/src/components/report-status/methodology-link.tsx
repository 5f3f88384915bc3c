import { useTranslation } from 'react-i18next';
import { NewTabLink } from '../ui/new-tab-link.tsx';
import styles from './methodology-link.module.css';

/** "How we calculate": the methodology page, at the given section, in a new tab. */
export const MethodologyLink = ({ to }: { to: string }) => {
  const { t } = useTranslation();
  return (
    <NewTabLink to={to} className={styles.link}>
      {t('report-status.methodology')}
    </NewTabLink>
  );
};
