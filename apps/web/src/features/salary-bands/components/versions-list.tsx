import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  reportTableStyles as table,
  reportSectionStyles as sectionStyles,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useSalaryBandVersions } from '../hooks/use-salary-bands-queries.ts';
import { peopleLink } from '../lib/links.ts';
import styles from './salary-bands.module.css';

/** Every saved version with the day it takes effect; each can be read against a report. */
export const VersionsList = ({ reportId }: { reportId: string | null }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { data } = useSalaryBandVersions();
  const versions = data?.versions ?? [];
  const v = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.versions.${key}`, values);
  if (versions.length === 0) return null;
  return (
    <section className={sectionStyles.block} aria-labelledby="band-versions-title">
      <h2 id="band-versions-title" className={sectionStyles.blockTitle}>
        {v('title')}
      </h2>
      <p className={sectionStyles.blockIntro}>{v('intro')}</p>
      <TableScroll label={v('title')}>
        <table className={table.table} data-table="band-versions">
          <caption className="visually-hidden">{v('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{v('version')}</th>
              <th scope="col">{v('effectiveFrom')}</th>
              <th scope="col">{v('basis')}</th>
              <th scope="col" className={styles.numHead}>
                {v('bands')}
              </th>
              <th scope="col">{v('saved')}</th>
              {reportId && (
                <th scope="col">
                  <span className="visually-hidden">{v('read')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{v('number', { version: version.version })}</th>
                <td>{formatDate(version.effective_from, lang)}</td>
                <td>
                  {t(`salary-bands.basis.${version.basis}`)}, {version.currency}
                </td>
                <td className={table.num}>{version.bands}</td>
                <td>
                  {v('savedBy', {
                    date: formatDate(version.created_at, lang, 'date-time'),
                    who: version.created_by ?? v('unknown'),
                  })}
                </td>
                {reportId && (
                  <td>
                    <Link to={peopleLink(reportId, version.version)}>
                      {v('readLink', { version: version.version })}
                    </Link>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
};
