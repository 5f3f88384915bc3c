import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Currency } from '@parytet/contract/reports';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { useDocumentTitle } from '#components/ui/page-title.tsx';
import { buildLink } from '#lib/build-link.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useReportDocument } from '../api/report-document.ts';
import { GapBars, QuartileBars } from './document-charts.tsx';
import { DocumentTable } from './document-table.tsx';
import styles from './print-view.module.css';

/** The complete report in the browser, laid out for printing (print CSS hides the controls). */
export const PrintView = () => {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const lang =
    search.get('lang') === 'en' ? 'en' : search.get('lang') === 'pl' ? 'pl' : currentLanguage(i18n);
  const query = useReportDocument(id, lang);
  useDocumentTitle(query.data?.title ?? t('report-exports.print.title'));
  if (query.isPending) return <BlockLoader />;
  if (query.isError) return <p role="alert">{t('report-exports.errors.load')}</p>;
  const doc = query.data;
  const currency = doc.currency as Currency;
  const table = (key: string) => doc.tables.find((x) => x.key === key);
  const section = (key: string, extra?: ReactNode) => {
    const found = table(key);
    if (!found) return null;
    return (
      <section className={styles.section} aria-labelledby={`doc-${key}`}>
        <h2 id={`doc-${key}`}>{found.title}</h2>
        {extra}
        {found.rows.length > 0 ? (
          <DocumentTable table={found} lang={lang} currency={currency} />
        ) : (
          <p>{doc.assessmentNone}</p>
        )}
      </section>
    );
  };

  return (
    <main className={styles.document} lang={lang}>
      <div className={styles.controls}>
        <Button onClick={() => window.print()}>{t('report-exports.print.print')}</Button>
        <ButtonLink variant="secondary" to={buildLink(paths.main.reportingExports, { id })}>
          {t('report-exports.print.back')}
        </ButtonLink>
      </div>
      <header className={styles.titleBand}>
        <h1>{doc.title}</h1>
        <p>{doc.subtitle}</p>
      </header>
      <DocumentTable
        table={doc.summary}
        lang={lang}
        currency={currency}
        caption={doc.label}
        keyValue
      />
      {doc.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {section('indicators', <GapBars bars={doc.charts.gaps} lang={lang} />)}
      {section('quartiles', <QuartileBars bands={doc.charts.quartiles} lang={lang} />)}
      {section('categories', <GapBars bars={doc.charts.categories} lang={lang} />)}
      {section('unexplained')}
      {section('cost')}
      {section('assessment')}
      <section className={styles.section} aria-labelledby="doc-withheld">
        <h2 id="doc-withheld">{doc.withheldTitle}</h2>
        {doc.withheld.length === 0 ? (
          <p>{doc.withheldNone}</p>
        ) : (
          <ul>
            {doc.withheld.map((w) => (
              <li key={w.item}>
                {w.item}: {w.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="doc-methodology">
        <h2 id="doc-methodology">{doc.methodologyTitle}</h2>
        <ul>
          {doc.methodology.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </main>
  );
};
