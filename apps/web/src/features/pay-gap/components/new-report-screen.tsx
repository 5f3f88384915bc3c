import { useTranslation } from 'react-i18next';
import { SectionHeader } from '#components/report-status/index.ts';
import { Card } from '#components/ui/card.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { useCan } from '#lib/permissions.ts';
import { defaultReport, useReportList } from '#lib/reports/report-list.ts';
import { METHODOLOGY_PATH, payGapTabs } from '../lib/pay-gap-links.ts';
import { ExampleDownloadButton } from './example-download-button.tsx';
import { FileRequirements } from './file-requirements.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadLimits } from './upload-limits.tsx';
import styles from './upload.module.css';

/** /main/pay-gap/new: the file's rules, the example, the plan's limits and the upload form. */
export const NewReportScreen = () => {
  const { t } = useTranslation();
  const can = useCan();
  const { data: user } = useCurrentUser();
  const { data: reports } = useReportList();
  const current = reports ? defaultReport(reports) : undefined;
  return (
    <div className={styles.screen}>
      <SectionHeader
        eyebrow={t('nav.payGap')}
        title={t('pay-gap.upload.title')}
        subtitle={t('pay-gap.upload.subtitle')}
        tabs={payGapTabs(t, current?.id ?? null, can('reports.upload'))}
        navLabel={t('pay-gap.nav.label')}
        methodologyHref={`${METHODOLOGY_PATH}#upload-columns`}
      />
      <div className={styles.layout}>
        <Card accent className={styles.formCard}>
          <h2 className={styles.cardTitle}>{t('pay-gap.upload.formTitle')}</h2>
          {can('reports.upload') ? (
            <UploadForm />
          ) : (
            // A viewer sees why there is no form, not a form the server would refuse.
            <Notice tone="info">
              {t('team.noUpload', { role: user ? t(`team.roles.${user.role}`) : '' })}
            </Notice>
          )}
        </Card>
        <div className={styles.side}>
          <Card flat compact>
            <h2 className={styles.cardTitle}>{t('pay-gap.limits.title')}</h2>
            <UploadLimits />
          </Card>
          <Card flat compact>
            <h2 className={styles.cardTitle}>{t('pay-gap.example.title')}</h2>
            <p className={styles.cardText}>{t('pay-gap.example.body')}</p>
            <ExampleDownloadButton />
          </Card>
        </div>
        <Card flat className={styles.requirementsCard}>
          <FileRequirements />
        </Card>
      </div>
    </div>
  );
};
