import type { ReactNode } from 'react';

/** Anchors shared by both languages, so a link like /methodology#gap-formula works in either. */
export const METHODOLOGY_SECTION_IDS = [
  'upload-columns',
  'measures',
  'mean-and-median',
  'gap-formula',
  'minimum-group',
  'adjusted-gap',
  'salary-ranges',
  'employee-comparator',
  'rounding-and-order',
  'directive-2027',
  'eu-indicators',
  'eu-categories',
  'eu-assessment',
  'salary-bands',
  'merit-cycles',
  'benchmarking',
  'references',
] as const;

type MethodologySectionId = (typeof METHODOLOGY_SECTION_IDS)[number];

export type SectionTitles = Record<MethodologySectionId, string>;

type ContentsProps = { label: string; titles: SectionTitles };

/** The table of contents: one link per section, in page order. */
export function MethodologyContents({ label, titles }: ContentsProps) {
  return (
    <nav className="methodology__contents" aria-label={label}>
      <h2 className="methodology__contents-title">{label}</h2>
      <ol>
        {METHODOLOGY_SECTION_IDS.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{titles[id]}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type SectionProps = { id: MethodologySectionId; titles: SectionTitles; children: ReactNode };

export function MethodologySection({ id, titles, children }: SectionProps) {
  return (
    <section className="methodology__section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {titles[id]}
        <a className="methodology__anchor" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
          #
        </a>
      </h2>
      {children}
    </section>
  );
}

type FormulaProps = {
  /** The formula as one line of plain text, read out by screen readers. */
  label: string;
  children: ReactNode;
};

/** A displayed formula, typeset with HTML and CSS only. */
export function Formula({ label, children }: FormulaProps) {
  return (
    <div className="formula" role="math" aria-label={label}>
      <span aria-hidden="true">{children}</span>
    </div>
  );
}

/** A stacked fraction inside a Formula. */
export function Fraction({ over, under }: { over: ReactNode; under: ReactNode }) {
  return (
    <span className="formula__fraction">
      <span className="formula__numerator">{over}</span>
      <span className="formula__denominator">{under}</span>
    </span>
  );
}

/** A named quantity in a formula, e.g. "men". */
export function V({ children }: { children: ReactNode }) {
  return <var className="formula__var">{children}</var>;
}

// Operators as spans: in the formula's flex row, spacing comes from CSS margins, not spaces.
export const TIMES = <span className="formula__operator">×</span>;
export const MINUS = <span className="formula__operator">−</span>;
export const PLUS = <span className="formula__operator">+</span>;
export const EQUALS = <span className="formula__operator formula__operator--relation">=</span>;
