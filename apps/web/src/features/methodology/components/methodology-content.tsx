import { SALARY_FILE_COLUMNS, type SalaryFileField } from '@parytet/contract/salary-file';
import {
  EQUALS,
  Formula,
  Fraction,
  MethodologyContents,
  MethodologySection,
  MINUS,
  PLUS,
  TIMES,
  V,
} from './methodology-blocks.tsx';
import { AdjustedAboveRaw } from './adjusted-above-raw.tsx';
import { BandsSection } from './bands-section.tsx';
import type { MethodologyText } from './methodology-text.ts';

// The formulas name the file's columns as the English header row does, in both languages.
const header = (field: SalaryFileField) =>
  SALARY_FILE_COLUMNS.find((column) => column.field === field)?.en ?? field;

const REFERENCE_LINKS = {
  directive: 'https://eur-lex.europa.eu/eli/dir/2023/970/oj',
  ukRegulations: 'https://www.legislation.gov.uk/uksi/2017/172/contents/made',
} as const;

/** The methodology page's one layout; `text` holds every word in the reader's language. */
export function MethodologyContent({ text }: { text: MethodologyText }) {
  const { titles, upload, measures, gap, adjusted, salaryRanges, comparator } = text;
  return (
    <>
      <header className="methodology__intro">
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
      </header>

      <MethodologyContents label={text.contents} titles={titles} />

      <MethodologySection id="upload-columns" titles={titles}>
        <p>{upload.intro}</p>
        <div className="methodology__table-wrap">
          <table className="methodology__table">
            <thead>
              <tr>
                <th scope="col">{upload.head.column}</th>
                <th scope="col">{upload.head.meaning}</th>
                <th scope="col">{upload.head.rule}</th>
              </tr>
            </thead>
            <tbody>
              {SALARY_FILE_COLUMNS.map((column) => (
                <tr key={column.field}>
                  <th scope="row">{upload.columnName(column)}</th>
                  <td>{upload.columns[column.field].meaning}</td>
                  <td>{upload.columns[column.field].rule}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{upload.numbers}</p>
      </MethodologySection>

      <MethodologySection id="measures" titles={titles}>
        <p>{measures.intro}</p>
        <dl className="methodology__measures">
          <dt>{measures.base.term}</dt>
          <dd>
            <Formula label={measures.base.label}>
              {measures.base.result}
              {EQUALS}
              <V>{header('baseSalary')}</V>
            </Formula>
          </dd>
          <dt>{measures.freeDays.term}</dt>
          <dd>
            <Formula label={measures.freeDays.label}>
              <V>{header('baseSalary')}</V>
              {TIMES}
              <Fraction
                over={
                  <>
                    250{MINUS}
                    <V>{header('daysOff')}</V>
                  </>
                }
                under="250"
              />
            </Formula>
          </dd>
          <dt>{measures.bonuses.term}</dt>
          <dd>
            <Formula label={measures.bonuses.label}>
              <V>{header('baseSalary')}</V>
              {PLUS}
              <Fraction over={<V>{header('bonuses')}</V>} under="12" />
            </Formula>
          </dd>
        </dl>
        <p className="methodology__example">{measures.example}</p>
      </MethodologySection>

      <MethodologySection id="mean-and-median" titles={titles}>
        <p>{text.meanAndMedian.definition}</p>
        <p>{text.meanAndMedian.evenCount}</p>
      </MethodologySection>

      <MethodologySection id="gap-formula" titles={titles}>
        <p>{gap.intro}</p>
        <Formula label={gap.formula.label}>
          {gap.formula.result}
          {EQUALS}
          <Fraction
            over={
              <>
                <V>{gap.formula.men}</V>
                {MINUS}
                <V>{gap.formula.women}</V>
              </>
            }
            under={<V>{gap.formula.men}</V>}
          />
          {TIMES}100
        </Formula>
        <p>{gap.sign}</p>
        <figure className="methodology__example">
          <figcaption>{gap.example.caption}</figcaption>
          <p>{gap.example.groups}</p>
          <p>{gap.example.gaps}</p>
          <p>{gap.example.perHundred}</p>
        </figure>
      </MethodologySection>

      <MethodologySection id="minimum-group" titles={titles}>
        <p>{text.minimumGroup}</p>
      </MethodologySection>

      <MethodologySection id="adjusted-gap" titles={titles}>
        <p>{adjusted.intro}</p>
        <ul>
          <li>
            <strong>W1</strong>
            {adjusted.w1}
          </li>
          <li>
            <strong>W2</strong>
            {adjusted.w2}
          </li>
        </ul>
        <p>{adjusted.summary}</p>
        <Formula label={adjusted.formula.label}>
          {adjusted.formula.result}
          {EQUALS}
          <Fraction
            over={
              <>
                Σ <V>{adjusted.formula.levelGap}</V>
                {TIMES}
                <V>{adjusted.formula.people}</V>
              </>
            }
            under={
              <>
                Σ <V>{adjusted.formula.people}</V>
              </>
            }
          />
        </Formula>
        <p className="methodology__example">{adjusted.example}</p>
        <AdjustedAboveRaw />
      </MethodologySection>

      <MethodologySection id="salary-ranges" titles={titles}>
        <p>{salaryRanges.intro}</p>
        <ul>
          {[salaryRanges.base, salaryRanges.extended].map(({ name, text: what }) => (
            <li key={name}>
              <strong>{name}</strong>
              {what}
            </li>
          ))}
        </ul>
      </MethodologySection>

      <MethodologySection id="employee-comparator" titles={titles}>
        <p>{comparator.intro}</p>
        <ol>
          {comparator.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Formula label={comparator.difference.label}>
          {comparator.difference.result}
          {EQUALS}
          <V>{comparator.difference.salary}</V>
          {MINUS}
          <V>{comparator.difference.comparator}</V>
        </Formula>
        <Formula label={comparator.gap.label}>
          {comparator.gap.result}
          {EQUALS}
          <Fraction
            over={
              <>
                <V>{comparator.difference.salary}</V>
                {MINUS}
                <V>{comparator.difference.comparator}</V>
              </>
            }
            under={<V>{comparator.difference.comparator}</V>}
          />
          {TIMES}100
        </Formula>
        <p>{comparator.note}</p>
      </MethodologySection>

      <MethodologySection id="rounding-and-order" titles={titles}>
        <p>{text.rounding.exact}</p>
        <p>{text.rounding.order}</p>
      </MethodologySection>

      <MethodologySection id="directive-2027" titles={titles}>
        <p>{text.directive}</p>
      </MethodologySection>

      {(['indicators', 'categories', 'assessment'] as const).map((part) => (
        <MethodologySection key={part} id={`eu-${part}`} titles={titles}>
          {text.eu[part].map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </MethodologySection>
      ))}

      <BandsSection text={text} />

      <MethodologySection id="merit-cycles" titles={titles}>
        {text.merit.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </MethodologySection>

      <MethodologySection id="benchmarking" titles={titles}>
        {text.benchmarking.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </MethodologySection>

      <MethodologySection id="references" titles={titles}>
        <ul>
          {(['directive', 'ukRegulations'] as const).map((key) => (
            <li key={key}>
              <a href={REFERENCE_LINKS[key]} rel="noreferrer" target="_blank">
                {text.references[key].link}
              </a>
              {text.references[key].after}
            </li>
          ))}
        </ul>
      </MethodologySection>
    </>
  );
}
