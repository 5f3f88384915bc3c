import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../hooks/use-operator.ts';
import { OperatorEmail, OperatorValue } from './operator-value.tsx';
import './legal.css';

type LegalLayoutProps = {
  title: string;
  /** A line under the title, e.g. the effective date. */
  meta: ReactNode;
  children: ReactNode;
};

/**
 * Frame of a standalone legal page. It opens in a new tab outside the app shell, so it brings
 * its own small header and footer, and it is always Polish whatever the app language is.
 */
export function LegalLayout({ title, meta, children }: LegalLayoutProps) {
  const { operator, loading } = useOperator();
  const { t, i18n } = useTranslation();
  // The document is Polish; its controls speak the user's language.
  const uiLang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="legal" lang="pl">
      <title>{`${title} · Parytet`}</title>
      <header className="legal__header">
        <a className="legal__brand" href="/">
          Parytet
        </a>
        {uiLang !== 'pl' && (
          <p className="legal__note" lang={uiLang}>
            {t('legal.polishOnly')}
          </p>
        )}
        <button type="button" className="legal__print" lang={uiLang} onClick={() => window.print()}>
          {t('common.print')}
        </button>
      </header>
      <main className="legal__main">
        <article className="legal__document">
          <h1 className="legal__title">{title}</h1>
          <p className="legal__meta">{meta}</p>
          {children}
        </article>
      </main>
      <footer className="legal__footer">
        <OperatorValue value={operator.name} loading={loading} lang="pl" />
        {operator.address && `, ${operator.address}`} ·{' '}
        <OperatorEmail value={operator.email} loading={loading} lang="pl" />
      </footer>
    </div>
  );
}

type LegalSectionProps = {
  id: string;
  heading: string;
  children: ReactNode;
};

/** One titled section; its children are the numbered clauses (`<li>`). */
export function LegalSection({ id, heading, children }: LegalSectionProps) {
  return (
    <section className="legal__section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 className="legal__heading" id={`${id}-heading`}>
        {heading}
      </h2>
      <ol className="legal__clauses">{children}</ol>
    </section>
  );
}

/** Points inside a clause, numbered "1)", "2)" as Polish legal texts do. */
export function LegalPoints({ children }: { children: ReactNode }) {
  return <ol className="legal__points">{children}</ol>;
}
