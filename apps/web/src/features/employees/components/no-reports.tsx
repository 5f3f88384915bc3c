import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './employees-screen.module.css';

/** Spec §2: the employees screen of an organisation without any report. */
export const NoReports = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.screen}>
      <PageTitle>{t('employees.title')}</PageTitle>
      <Card flat className={styles.empty}>
        <p>{t('employees.noReports')}</p>
        <ButtonLink to={paths.main.payGapNew} icon={<IconPlus size={18} />}>
          {t('employees.uploadReport')}
        </ButtonLink>
      </Card>
    </section>
  );
};
