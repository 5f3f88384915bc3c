import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { ReportDetails } from '../report-details/report-details.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { MethodologyLink } from './methodology-link.tsx';
import { PrintButton, PrintHeader } from './print-parts.tsx';
import styles from './section-header.module.css';

export type SectionTab = {
  key: string;
  label: string;
  /** null: the tab is disabled (e.g. no report yet). */
  to: string | null;
  /** Why a disabled tab is disabled, for its tooltip and screen readers. */
  disabledReason?: string;
  icon?: ReactNode;
};

export type SectionHeaderProps = {
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  /** The section's own navigation (base/adjusted/new, base/extended); none: no tab bar. */
  tabs: readonly SectionTab[];
  navLabel: string;
  /** A link to the methodology page, e.g. `/methodology#gap-formula`. */
  methodologyHref?: string;
  /** A report's screen: a print button, and the organisation and date on paper. */
  printable?: boolean;
  /** The report's own actions (its rename/delete menu), after the other buttons. */
  actions?: ReactNode;
  /** The report shown: its period and currency under the title, with their editor. */
  report?: ReportSummary;
};

/** The top of a report section: eyebrow, the screen's h1, its views as tabs, methodology. */
export const SectionHeader = ({
  eyebrow,
  title,
  subtitle,
  tabs,
  navLabel,
  methodologyHref,
  printable = false,
  actions,
  report,
}: SectionHeaderProps) => {
  return (
    <div className={styles.header}>
      {printable && <PrintHeader />}
      <div className={styles.titleRow}>
        <PageTitle eyebrow={eyebrow} subtitle={subtitle} className={styles.title}>
          {title}
        </PageTitle>
        <div className={styles.actions} data-print="hide">
          {methodologyHref && <MethodologyLink to={methodologyHref} />}
          {printable && <PrintButton />}
          {actions}
        </div>
      </div>
      {report && <ReportDetails report={report} />}
      {tabs.length > 0 && (
        <nav aria-label={navLabel} className={styles.tabs} data-print="hide">
          <ul>
            {tabs.map((tab) =>
              tab.to === null ? (
                <li key={tab.key}>
                  <span
                    className={[styles.tab, styles.disabled].join(' ')}
                    aria-disabled="true"
                    title={tab.disabledReason}
                  >
                    {tab.icon}
                    {tab.label}
                    {tab.disabledReason && (
                      <span className="visually-hidden"> ({tab.disabledReason})</span>
                    )}
                  </span>
                </li>
              ) : (
                <li key={tab.key}>
                  <NavLink to={tab.to} end className={styles.tab}>
                    {tab.icon}
                    {tab.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
};
