import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SectionHeader,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { paths } from '#lib/paths.ts';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { bandsTabs } from '../lib/links.ts';
import styles from './salary-bands.module.css';

export type SalaryBandsFrameProps = {
  title: string;
  subtitle?: ReactNode;
  /** The report the people tab opens (the route's); else the section's default report. */
  reportId?: string;
  actions?: ReactNode;
  children: ReactNode;
};

const Frame = ({ title, subtitle, reportId, actions, children }: SalaryBandsFrameProps) => {
  const { t } = useTranslation();
  const { canEdit } = useBandsAccess();
  const section = useSectionReport(undefined);
  const fallback = section.kind === 'default' ? section.report.id : null;
  return (
    <div className={sectionStyles.screen}>
      <SectionHeader
        eyebrow={t('salary-bands.title')}
        title={title}
        subtitle={subtitle}
        tabs={bandsTabs(t, reportId ?? fallback, { canEdit })}
        navLabel={t('salary-bands.nav.label')}
        methodologyHref={`${paths.methodology}#salary-bands`}
        actions={actions}
      />
      <div className={styles.page}>{children}</div>
    </div>
  );
};

/**
 * A screen of the Salary bands section: behind the plan's gate (the locked state names the plan
 * that unlocks it), with the section's header and tabs.
 */
export const SalaryBandsFrame = (props: SalaryBandsFrameProps) => (
  <FeatureGate feature="salary_bands">
    <Frame {...props} />
  </FeatureGate>
);
