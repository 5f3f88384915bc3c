import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  NoReports,
  reportSectionStyles as sectionStyles,
  SectionReportRoute,
} from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { toApiError } from '#lib/api-error.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useRouteSection } from '#lib/reports/section-report.ts';
import { useBandsAccess } from '../hooks/use-bands-access.ts';
import { useReportBands, useSalaryBandVersions } from '../hooks/use-salary-bands-queries.ts';
import { peopleLink } from '../lib/links.ts';
import { filterPeople, NO_FILTER } from '../lib/people-filters.ts';
import { BandAggregatesTable } from './band-aggregates-table.tsx';
import { BandsChart } from './bands-chart.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { PeopleFilters } from './people-filters.tsx';
import { PeopleTable } from './people-table.tsx';
import { SalaryBandsFrame } from './salary-bands-frame.tsx';
import { VersionPicker } from './version-picker.tsx';

/** Why the report cannot be read against the bands, and the way on. */
const Unreadable = ({ error, report }: { error: unknown; report: ReportSummary }) => {
  const { t } = useTranslation();
  const { data } = useSalaryBandVersions();
  const newest = data?.versions[0];
  const failure = toApiError(error);
  return (
    <Notice tone="info" title={t('salary-bands.people.unreadable')}>
      <p>{failure.message}</p>
      {failure.code === 'NO_SALARY_BANDS' && newest && (
        <p>
          <Link to={peopleLink(report.id, newest.version)}>
            {t('salary-bands.people.readNewest', { version: newest.version })}
          </Link>
        </p>
      )}
      <p>
        <Link to={paths.main.salaryBands}>{t('salary-bands.people.toStructure')}</Link>
      </p>
    </Notice>
  );
};

const People = ({ report }: { report: ReportSummary }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { seesPeople } = useBandsAccess();
  const [search, setSearch] = useSearchParams();
  const version = Number(search.get('version')) || undefined;
  const query = useReportBands(report.id, version);
  const [filter, setFilter] = useState(NO_FILTER);
  const p = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.people.${key}`, values);
  if (query.isPending) return <BlockLoader />;
  if (query.isError) return <Unreadable error={query.error} report={report} />;
  const data = query.data;
  const people = data.employees ?? [];
  const shown = filterPeople(people, filter);
  return (
    <>
      <div className={sectionStyles.block}>
        <p>
          {p('readAgainst', {
            version: data.version,
            date: formatDate(data.effective_from, lang),
            basis: t(`salary-bands.basis.${data.basis}`).toLowerCase(),
            currency: data.currency,
          })}
        </p>
        <VersionPicker
          value={version}
          onChange={(next) => setSearch(next === undefined ? {} : { version: String(next) })}
        />
      </div>
      <section className={sectionStyles.block} aria-labelledby="band-aggregates-title">
        <h2 id="band-aggregates-title" className={sectionStyles.blockTitle}>
          {p('aggregates.title')}
        </h2>
        <p className={sectionStyles.blockIntro}>{p('aggregates.intro')}</p>
        <BandAggregatesTable data={data} />
      </section>
      <section className={sectionStyles.block} aria-labelledby="people-chart-title">
        <h2 id="people-chart-title" className={sectionStyles.blockTitle}>
          {t('salary-bands.chart.heading')}
        </h2>
        <BandsChart
          bands={data.bands}
          people={people}
          currency={data.currency}
          peopleNote={seesPeople ? undefined : t('salary-bands.chart.viewerNote')}
        />
      </section>
      {seesPeople ? (
        <section className={sectionStyles.block} aria-labelledby="people-table-title">
          <h2 id="people-table-title" className={sectionStyles.blockTitle}>
            {p('tableTitle')}
          </h2>
          <PeopleFilters
            value={filter}
            onChange={setFilter}
            shown={shown.length}
            total={people.length}
          />
          <PeopleTable people={shown} currency={data.currency} caption={p('tableTitle')} />
        </section>
      ) : (
        <Notice tone="info">{p('viewerOnly')}</Notice>
      )}
    </>
  );
};

/** /main/salary-bands/:id/people: a report read against the bands. */
export const PeopleScreen = () => {
  const { t } = useTranslation();
  const section = useRouteSection();
  const report = section.kind === 'found' ? section.report : null;
  const [search] = useSearchParams();
  const version = Number(search.get('version')) || undefined;
  return (
    <SalaryBandsFrame
      actions={report ? <ExportButtons reportId={report.id} version={version} /> : undefined}
      title={
        report
          ? t('salary-bands.people.title', { label: report.label })
          : t('salary-bands.nav.people')
      }
      reportId={report?.id}
    >
      <SectionReportRoute
        section={section}
        none={<NoReports />}
        redirectTo={(fallback) => peopleLink(fallback.id)}
      >
        {(found) => <People key={found.id} report={found} />}
      </SectionReportRoute>
    </SalaryBandsFrame>
  );
};
