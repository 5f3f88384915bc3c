import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import {
  EQUALS,
  Formula,
  Fraction,
  MethodologyContents,
  MethodologySection,
  MINUS,
  PLUS,
  type SectionTitles,
  TIMES,
  V,
} from './methodology-blocks.tsx';

const titles: SectionTitles = {
  'upload-columns': 'The salary file',
  measures: 'Three measures of pay',
  'mean-and-median': 'Mean and median',
  'gap-formula': 'The pay gap',
  'minimum-group': 'Minimum group size',
  'adjusted-gap': 'Adjusted pay gap by level (W1 and W2)',
  'salary-ranges': 'Salary ranges',
  'employee-comparator': 'Employee comparison',
  'rounding-and-order': 'Rounding and ordering',
  'directive-2027': 'What the directive requires from 2027',
  references: 'References',
};

const n = (value: number, decimals = 0) => formatNumber(value, 'en', decimals);
const zl = (value: number) => formatMoney(value, 'en');
const pct = (value: number) => formatPercent(value, 'en');

export function MethodologyContentEn() {
  return (
    <>
      <header className="methodology__intro">
        <h1>How Parytet calculates the pay gap</h1>
        <p>
          This page explains every figure in Parytet&apos;s reports: what we read from your file,
          which measures of pay we compare, and the formulas behind each number. The method follows
          Directive (EU) 2023/970 on pay transparency.
        </p>
      </header>

      <MethodologyContents label="Contents" titles={titles} />

      <MethodologySection id="upload-columns" titles={titles}>
        <p>
          You upload one anonymised CSV, XLS or XLSX file (one sheet, at most 10 MB) with a header
          row. Columns may come in any order; their names are matched ignoring letter case and
          surrounding spaces, and the Polish names used in the Polish example file are accepted too.
          Any other column is refused, because the file must not contain names or other personal
          details.
        </p>
        <div className="methodology__table-wrap">
          <table className="methodology__table">
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Meaning</th>
                <th scope="col">Rule</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">ID</th>
                <td>the employee&apos;s anonymous identifier</td>
                <td>required, unique in the file</td>
              </tr>
              <tr>
                <th scope="row">Gender</th>
                <td>
                  <code>Female</code> or <code>Male</code> (also <code>Kobieta</code>,{' '}
                  <code>Mężczyzna</code>), any letter case
                </td>
                <td>required</td>
              </tr>
              <tr>
                <th scope="row">Level</th>
                <td>position level, any label (1, L3, Senior)</td>
                <td>required</td>
              </tr>
              <tr>
                <th scope="row">Position</th>
                <td>position name</td>
                <td>required</td>
              </tr>
              <tr>
                <th scope="row">Location</th>
                <td>place of work</td>
                <td>optional</td>
              </tr>
              <tr>
                <th scope="row">Days Off</th>
                <td>unpaid days of absence in the reporting year</td>
                <td>number from 0 to 250; empty means 0</td>
              </tr>
              <tr>
                <th scope="row">Base Salary</th>
                <td>gross monthly base salary for a full-time contract</td>
                <td>number greater than 0, at most 10 000 000</td>
              </tr>
              <tr>
                <th scope="row">Bonuses and Benefits</th>
                <td>yearly total of bonuses and benefits</td>
                <td>number, 0 or more, at most 120 000 000; empty means 0</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Numbers may be written as <code>12345.67</code>, <code>12 345,67</code> or{' '}
          <code>12,345.67</code>, or be numeric Excel cells. When a file is refused, the message
          names the first rows and columns at fault (up to 20).
        </p>
      </MethodologySection>

      <MethodologySection id="measures" titles={titles}>
        <p>
          Every employee is compared on three measures, with <V>N</V> = 250 working days in a year:
        </p>
        <dl className="methodology__measures">
          <dt>Base salary</dt>
          <dd>
            <Formula label="base salary = Base Salary">
              base salary{EQUALS}
              <V>Base Salary</V>
            </Formula>
          </dd>
          <dt>Salary considering free days: the pay actually earned</dt>
          <dd>
            <Formula label="salary considering free days = Base Salary × (250 − Days Off) / 250">
              <V>Base Salary</V>
              {TIMES}
              <Fraction
                over={
                  <>
                    250{MINUS}
                    <V>Days Off</V>
                  </>
                }
                under="250"
              />
            </Formula>
          </dd>
          <dt>Salary with bonuses: the monthly equivalent of all pay</dt>
          <dd>
            <Formula label="salary with bonuses = Base Salary + Bonuses and Benefits / 12">
              <V>Base Salary</V>
              {PLUS}
              <Fraction over={<V>Bonuses and Benefits</V>} under="12" />
            </Formula>
          </dd>
        </dl>
        <p className="methodology__example">
          Example: a base salary of {zl(10000)} with 25 days off gives {n(10000)} × (250 − 25) / 250
          = {zl(9000)} considering free days; with {zl(12000)} of yearly bonuses it gives {n(10000)}{' '}
          + {n(12000)} / 12 = {zl(11000)} with bonuses.
        </p>
      </MethodologySection>

      <MethodologySection id="mean-and-median" titles={titles}>
        <p>
          The base report shows, for women and for men separately, the <strong>mean</strong> (the
          sum of the values divided by their number) and the <strong>median</strong> (the middle
          value once the values are sorted) of each of the three measures.
        </p>
        <p>
          With an even number of values there is no single middle one, so the median is the mean of
          the two middle values: for {n(8000)}, {n(9000)}, {n(10000)} and {n(12000)} it is (
          {n(9000)} + {n(10000)}) / 2 = {n(9500)}. An empty group has no mean or median.
        </p>
      </MethodologySection>

      <MethodologySection id="gap-formula" titles={titles}>
        <p>
          The pay gap is the difference between men&apos;s and women&apos;s pay, as a percentage of
          men&apos;s pay, for means and medians alike:
        </p>
        <Formula label="pay gap = (men − women) / men × 100">
          pay gap{EQUALS}
          <Fraction
            over={
              <>
                <V>men</V>
                {MINUS}
                <V>women</V>
              </>
            }
            under={<V>men</V>}
          />
          {TIMES}100
        </Formula>
        <p>
          A <strong>positive</strong> gap means women are paid less than men; a{' '}
          <strong>negative</strong> gap means men are paid less. The base report shows the gap for
          all three measures. In the reports, the colour of a gap deepens with its size up to ±30%;
          larger gaps keep the strongest colour.
        </p>
        <figure className="methodology__example">
          <figcaption>Worked example: base salaries of three women and three men</figcaption>
          <p>
            Women: {n(8000)}, {n(9000)}, {n(10405)}. Mean = {n(27405)} / 3 = {n(9135)}; median ={' '}
            {n(9000)}.
            <br />
            Men: {n(9000)}, {n(10000)}, {n(11000)}. Mean = {n(30000)} / 3 = {n(10000)}; median ={' '}
            {n(10000)}.
          </p>
          <p>
            Mean pay gap = ({n(10000)} − {n(9135)}) / {n(10000)} × 100 ={' '}
            <strong>{pct(8.65)}</strong>
            .<br />
            Median pay gap = ({n(10000)} − {n(9000)}) / {n(10000)} × 100 ={' '}
            <strong>{pct(10)}</strong>.
          </p>
          <p>
            For every {zl(100)} these men earn on average, these women earn {n(91.35, 2)} zł.
          </p>
        </figure>
      </MethodologySection>

      <MethodologySection id="minimum-group" titles={titles}>
        <p>
          A gap is shown only when the group being compared has at least <strong>3 women</strong>{' '}
          and at least <strong>3 men</strong>. Smaller groups give unreliable figures and could
          reveal an individual&apos;s pay, so their gap is left empty. The same rule applies to the
          whole organisation, to each level and to each position.
        </p>
      </MethodologySection>

      <MethodologySection id="adjusted-gap" titles={titles}>
        <p>
          The adjusted report compares women and men doing work at the same level, which removes the
          effect of women and men being spread differently across levels. Each row shows the level,
          the number of people, women and men, the mean pay of women and of men, and the gap.
        </p>
        <ul>
          <li>
            <strong>W1</strong>: per level, over base salary.
          </li>
          <li>
            <strong>W2</strong>: per level, over salary with bonuses.
          </li>
        </ul>
        <p>
          For each table a single figure summarises the levels: the headcount-weighted average of
          the level gaps that can be shown (levels without a gap are left out):
        </p>
        <Formula label="weighted gap = sum of (level gap × people in level) / sum of people in those levels">
          weighted gap{EQUALS}
          <Fraction
            over={
              <>
                Σ <V>level gap</V>
                {TIMES}
                <V>people in level</V>
              </>
            }
            under={
              <>
                Σ <V>people in level</V>
              </>
            }
          />
        </Formula>
        <p className="methodology__example">
          Example: level L1 has 10 people and a gap of {pct(5)}, L2 has 30 people and a gap of{' '}
          {pct(10)}, L3 has only 2 women so it has no gap. Weighted gap = ({n(5)} × 10 + {n(10)} ×
          30) / (10 + 30) = {pct(8.75)}.
        </p>
      </MethodologySection>

      <MethodologySection id="salary-ranges" titles={titles}>
        <p>Salary ranges are calculated over base salary.</p>
        <ul>
          <li>
            <strong>Base</strong>: one row per level with the number of people, women and men, the
            average and median salary, and the range from the lowest to the highest salary.
          </li>
          <li>
            <strong>Extended</strong>: one row per position within each level, with the average and
            median, the number of people, the number and average salary of women and of men, and the
            pay gap (subject to the minimum group size).
          </li>
        </ul>
      </MethodologySection>

      <MethodologySection id="employee-comparator" titles={titles}>
        <p>
          In the employee table, each person&apos;s base salary is compared with a{' '}
          <strong>comparator</strong>: the mean base salary of the other gender:
        </p>
        <ol>
          <li>
            in the same position at the same level (the same work: a junior and a senior with the
            same title are compared separately), or, if nobody of the other gender holds it,
          </li>
          <li>at the same level, or, if nobody of the other gender is at that level,</li>
          <li>none: the difference and the gap are then left empty.</li>
        </ol>
        <Formula label="salary difference = salary − comparator">
          salary difference{EQUALS}
          <V>salary</V>
          {MINUS}
          <V>comparator</V>
        </Formula>
        <Formula label="pay gap = (salary − comparator) / comparator × 100">
          pay gap{EQUALS}
          <Fraction
            over={
              <>
                <V>salary</V>
                {MINUS}
                <V>comparator</V>
              </>
            }
            under={<V>comparator</V>}
          />
          {TIMES}100
        </Formula>
        <p>
          Note the sign: here a <strong>negative</strong> gap means the person is paid less than the
          other gender&apos;s average for the same work. Example: a woman earning {zl(9000)} in a
          position where men earn {zl(10000)} on average has a difference of {zl(-1000)} and a gap
          of ({n(9000)} − {n(10000)}) / {n(10000)} × 100 = {pct(-10)}. The table also shows the
          position and level averages overall and for each gender.
        </p>
      </MethodologySection>

      <MethodologySection id="rounding-and-order" titles={titles}>
        <p>
          All calculations use exact values; money and percentages are rounded to 2 decimal places
          only at the end (halves away from zero). Screens show amounts in whole złoty and
          percentages with two decimals.
        </p>
        <p>
          Levels and positions are sorted in natural order, so numbers inside labels count as
          numbers: L2 comes before L10.
        </p>
      </MethodologySection>

      <MethodologySection id="directive-2027" titles={titles}>
        <p>
          Member states must bring the Pay Transparency Directive into national law by 7 June 2026.
          Employers with 250 or more workers must then report their gender pay gap by 7 June 2027
          and every year after; employers with 150–249 workers also by 7 June 2027 and every three
          years; employers with 100–149 workers from 7 June 2031, every three years. The report
          covers the mean and median gap, the gap in bonuses and other variable pay, the share of
          women and men receiving such pay, the share of women and men in each pay quartile, and the
          gap by category of workers doing the same work or work of equal value. Where that gap is
          5% or more, cannot be justified by objective, gender-neutral criteria and is not remedied
          within six months, the employer must carry out a joint pay assessment with workers&apos;
          representatives.
        </p>
      </MethodologySection>

      <MethodologySection id="references" titles={titles}>
        <ul>
          <li>
            <a
              href="https://eur-lex.europa.eu/eli/dir/2023/970/oj"
              rel="noreferrer"
              target="_blank"
            >
              Directive (EU) 2023/970
            </a>{' '}
            of the European Parliament and of the Council of 10 May 2023 on pay transparency:
            Article 3 (definitions of the pay gap and the median pay gap) and Article 9 (reporting
            on the pay gap between female and male workers).
          </li>
          <li>
            <a
              href="https://www.legislation.gov.uk/uksi/2017/172/contents/made"
              rel="noreferrer"
              target="_blank"
            >
              UK SI 2017/172
            </a>
            , The Equality Act 2010 (Gender Pay Gap Information) Regulations 2017: the same mean and
            median formulas, relative to men&apos;s pay.
          </li>
        </ul>
      </MethodologySection>
    </>
  );
}
