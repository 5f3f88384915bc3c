import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { V } from './methodology-blocks.tsx';
import type { MethodologyText } from './methodology-text.ts';

const n = (value: number, decimals = 0) => formatNumber(value, 'en', decimals);
const zl = (value: number) => formatMoney(value, 'en');
const pct = (value: number) => formatPercent(value, 'en');

export const methodologyTextEn: MethodologyText = {
  eu: {
    indicators: [
      'The Pay transparency section computes the seven indicators of Article 9(1). Every gap is ' +
        '(men − women) / men × 100, withheld when fewer than 3 women or 3 men are in the group.',
      'Working time: Base Salary and Bonuses and Benefits are the amounts actually paid. When ' +
        'the file has an FTE column (0 < FTE ≤ 1) or a Weekly Hours column (FTE = Weekly Hours ' +
        '/ 40; FTE wins when a row has both), every comparison of pay between people (the base ' +
        'and adjusted reports, salary ranges, the employee table, these indicators, the ' +
        'categories, the regression, the cost to close and Article 7 letters) uses full-time ' +
        'equivalents: amount ÷ FTE. Screens say "full-time equivalent" where such a figure ' +
        'stands, and a letter gives both the amount paid and its full-time equivalent. An FTE of ' +
        '0 or above 1 is refused (INVALID_FTE, with the row). Without either column everyone is ' +
        'full time and every figure is as before.',
      'Pay per hour: total pay = Base Salary + Bonuses and Benefits / 12, as a full-time ' +
        'equivalent, over the hours of a full-time month (40 × 52 / 12). The mean and median ' +
        "gaps then equal the base report's salary-with-bonuses gaps.",
      '(a) and (c): the mean and median gap of hourly total pay over everyone. (b) and (d): the ' +
        'mean and median gap of the yearly Bonuses and Benefits of those who receive any. (e): ' +
        'the share of women, and of men, who receive bonuses or benefits.',
      '(f) Quartile bands: everyone ordered by hourly total pay and cut into four groups; band k ' +
        'holds positions ⌊(k−1)·n/4⌋ to ⌊k·n/4⌋−1, so the sizes differ by at most one. People ' +
        'with equal pay who straddle a boundary are shared between the bands in proportion to ' +
        'the women and men among them (as the UK regulations do), so counts can be fractional.',
      '(g) By category of workers: the gap of the means of basic pay, of bonuses (zeros ' +
        'included) and of total pay, all as full-time equivalents. One flag rule everywhere ' +
        '(screens, PDF, XLSX, the assistant): a category is flagged when its total pay gap, as ' +
        'published (two decimals), is 5% or more either way and not withheld. A basic-pay or ' +
        'bonus gap of 5% or more alone marks it "to watch" but does not flag it; a withheld ' +
        'category reads "withheld", never "below 5%".',
      'Explained and unexplained gap: a least-squares regression of the logarithm of hourly ' +
        'pay on a female indicator and the objective factors in the file (level, position, ' +
        'location, and Years of Service, Age and Education when present). The female coefficient ' +
        "with its 95% interval is the unexplained gap; as Switzerland's Logib does, we test " +
        'whether it is significantly above a 5% tolerance (one-sided, 5% level). Signs: every ' +
        'gap is (men − women) / men, positive when women are paid less, so the unexplained gap ' +
        "is shown as −(Kennedy's estimate) × 100%, with Kennedy's estimate = exp(b − SE²/2) − " +
        '1, on every screen and export; the coefficient b itself is in log points, negative ' +
        'when women are paid less.',
      'Small groups: figures over fewer than 3 women or men are marked for HR and withheld, ' +
        "with the reason, from read-only viewers (workers' representatives, auditors).",
    ],
    categories: [
      'Categories of workers doing the same work or work of equal value (Article 4) are one ' +
        "list per report: the file's Category column where present, else the organisation's " +
        'current categories (by default one per level; an organisation may instead group ' +
        'positions by hand, or run a gender-neutral job evaluation). The indicators, the joint ' +
        'assessment, Article 7 letters and the exports all read that one list. Every save is a ' +
        'new version and applies to every report. Levels are only levels: nothing calls a level ' +
        '"work of equal value" unless the categories are the levels.',
      'Job evaluation: each position is scored from 1 to 5 on sub-criteria of skills ' +
        '(knowledge, experience, interpersonal skills), effort (mental, physical, emotional), ' +
        'responsibility (for people, resources, outcomes) and working conditions (environment, ' +
        'working time). A score maps to 0–1, sub-criteria are weighted within their criterion ' +
        '(each 10–80%, adding up to 100) and criteria within the total (each 10–50%, adding ' +
        'up to 100; by default skills 30, effort 20, responsibility 35, working conditions 15), ' +
        'giving a total from 0 to 100.',
      'Positions are ordered by total score and grouped from the lowest: a position joins the ' +
        'current group while its score is within the band width (1–20 points, 5 by default) of ' +
        "the group's lowest score; otherwise it opens the next group (JE 1, JE 2, …). Positions " +
        'not evaluated keep their level.',
    ],
    assessment: [
      'Article 10: every category flagged by the rule above (total pay gap of 5% or more ' +
        'either way) needs a justification against objective, gender-neutral criteria, or a ' +
        'remedy with a target date. Categories "to watch" are listed apart.',
      'Deadlines: a report becomes submitted when an owner or admin records the day it was ' +
        "filed (between the period's end and today; it can be undone). Before that nothing is " +
        'overdue, and the screen shows the filing deadline: 7 June of the year after the ' +
        'reporting period for the first reports, then as the head-count band says (every year ' +
        'from 250 workers, every three years from 100). After it, a flag with neither a ' +
        'justification nor a remedy is overdue from six calendar months after submission ' +
        "(clamped to the month's end: 31 August gives 28 or 29 February).",
      'Per flagged category the assessment shows the gaps, the head counts, where women and men ' +
        "sit in the category's own pay order (four quarters), the unexplained part of the gap " +
        '(pay over what the objective factors predict) and the explained rest, and the cost to ' +
        'close: the smallest raises, to the lowest paid first, that bring the unexplained gap ' +
        'under 5%.',
    ],
  },
  bands: {
    intro:
      'Salary bands are your intended pay structure: a minimum, midpoint and maximum of monthly ' +
      'full-time-equivalent pay per level (or per job family within a level), on base salary or ' +
      'total pay as the bands say. A report is read against the version in force at the end of ' +
      'its period (its upload day without one). For each person:',
    compa: {
      label: 'compa-ratio = pay / midpoint',
      result: 'compa-ratio',
      pay: 'pay',
      mid: 'midpoint',
    },
    penetration: {
      label: 'range penetration = (pay − minimum) / (maximum − minimum)',
      result: 'range penetration',
      min: 'minimum',
      max: 'maximum',
    },
    rest: [
      'A compa-ratio of 1.0 is pay at the midpoint; range penetration runs from 0 at the minimum ' +
        'to 1 at the maximum (below 0 is below the minimum, above 1 above the maximum) and is ' +
        'left empty for a band whose minimum equals its maximum. Both are rounded to 4 decimals ' +
        'at the end.',
      "Per band, the women's and men's mean compa-ratios give a gap, (men − women) ÷ men × 100, " +
        'to 2 decimals; like a category, a band is flagged when the gap is 5% or more, and the ' +
        'gap is left empty when either group is smaller than the minimum group size.',
      'The cost to the minimum is what it takes to bring everyone below their band minimum up ' +
        'to it, in money actually paid a month: (minimum − full-time-equivalent pay) × FTE, ' +
        'summed per band, in total and for women and men. Viewers see the bands’ aggregates ' +
        'only, with small groups withheld.',
    ],
  },
  benchmarking: [
    'Each position, within its level, is mapped to a standard role and a seniority (entry 0–1, ' +
      'junior 1–3, mid 3–5, senior 5–10, staff 10+ years), and each location to a voivodeship. ' +
      'Parytet suggests the mapping from the names; it counts as yours once you confirm it.',
    'The market source is a table of 156 published figures on Polish pay, each with its ' +
      'publisher, period and a quote. A figure is shown exactly as its row gives it (statistic, ' +
      'unit, contract, period): a quartile the source does not publish stays empty and nothing ' +
      'is derived, and a B2B net amount is never compared with employment-contract gross ' +
      'without saying so. Your figure is the median full-time-equivalent monthly pay of the ' +
      'people mapped to the role and seniority; where you stand reads as below P25 … above P75, ' +
      'or as a ratio to the median.',
    'The pooled benchmark is built only from organisations on this service that opt in. Once a ' +
      'month a job takes the newest eligible report of each contributor (in PLN, with confirmed ' +
      'mappings, at least 3 months old counted from its period’s end) and computes, per role, ' +
      "seniority and region, the P25, median and P75 of full-time-equivalent base and total pay and the women's and men's medians. " +
      'Each snapshot replaces the last, so an opt-out cannot be read from the difference of two.',
    'Following the antitrust “safety zone” for pay surveys, a pooled cell is shown only when at ' +
      'least 5 organisations and 10 people contribute and no organisation carries more than 25% ' +
      'of its weight (its share of the people); otherwise it reads “withheld” with the rule it ' +
      'breaks. Only these aggregates leave an organisation: no answer names a contributor or ' +
      'gives any one organisation’s figure.',
  ],
  merit: [
    'A merit cycle plans a round of raises over one report. Every raise is on Base Salary, in ' +
      "money actually paid per month (a part-timer's raise is on their part-time amount), to the " +
      'cent, and never negative. The budget is an amount a month, or a percentage of the monthly ' +
      'base pay paid to everyone in the report.',
    'The merit matrix gives a raise in percent for each performance rating (the optional ' +
      "Performance column, matched ignoring letter case) and each quartile of a person's " +
      'position: the quarter of their salary band (minimum to maximum) their full-time-equivalent ' +
      "pay sits in, or, without a band in force, of their level's full-time-equivalent base pay.",
    'Before and after: every indicator, category, flag, the unexplained gap and the salary-band ' +
      'figures are computed by the same methods as the reports, on the pay as it is and on the ' +
      'pay with the proposed raises. Applying an approved cycle makes a new report of the raised ' +
      'pay; its figures are the "after" ones.',
    'The optimiser closes each flagged category (total pay gap of 5% or more) by raising the ' +
      'underpaid gender until the gap is 4.99%: the lowest full-time-equivalent pay first, to one ' +
      'common level, so nobody of that gender is raised above someone left below; this is the ' +
      'least cost that rule allows. It respects band maxima unless allowed not to, and within the ' +
      'budget closes the cheapest categories first and says which stay open. Closing the ' +
      'unexplained gap is a heuristic: pay below a share of what the regression predicts is ' +
      'raised until the test no longer finds the gap above its 5% tolerance, which is not ' +
      'guaranteed to be the cheapest way.',
    'Beside it, the two common methods compared by FairPayWorkplace (Eigen, Adams, Palmiter, ' +
      '2020): raising everyone of the underpaid gender in a flagged category by the gap, and ' +
      "raising everyone paid below the regression's prediction to it, each with its cost and " +
      'the gaps it leaves.',
  ],
  title: 'How Parytet calculates the pay gap',
  intro:
    "This page explains every figure in Parytet's reports: what we read from your file, which " +
    'measures of pay we compare, and the formulas behind each number. The method follows ' +
    'Directive (EU) 2023/970 on pay transparency.',
  contents: 'Contents',
  titles: {
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
    'eu-indicators': 'EU Pay Transparency indicators',
    'eu-categories': 'Categories of workers and job evaluation',
    'eu-assessment': 'Joint pay assessment',
    'salary-bands': 'Salary bands: compa-ratio and range penetration',
    'merit-cycles': 'Merit cycles',
    benchmarking: 'Benchmarking: market and pooled figures',
    references: 'References',
  },
  upload: {
    intro:
      'You upload one anonymised CSV, XLS or XLSX file (one sheet, at most 10 MB unless your ' +
      'plan allows more) with a header ' +
      'row. Columns may come in any order; their names are matched ignoring letter case and ' +
      'surrounding spaces, and the Polish names used in the Polish example file are accepted ' +
      'too. Any other column is refused, because the file must not contain names or other ' +
      'personal details.',
    head: { column: 'Column', meaning: 'Meaning', rule: 'Rule' },
    columnName: (column) => column.en,
    columns: {
      id: {
        meaning: "the employee's anonymous identifier",
        rule: 'required, unique in the file',
      },
      gender: {
        meaning: (
          <>
            <code>Female</code> or <code>Male</code> (also <code>Kobieta</code>,{' '}
            <code>Mężczyzna</code>), any letter case
          </>
        ),
        rule: 'required',
      },
      level: { meaning: 'position level, any label (1, L3, Senior)', rule: 'required' },
      position: { meaning: 'position name', rule: 'required' },
      location: { meaning: 'place of work', rule: 'optional' },
      daysOff: {
        meaning: 'unpaid days of absence in the reporting year',
        rule: 'number from 0 to 250; empty means 0',
      },
      baseSalary: {
        meaning: 'gross monthly base salary actually paid (divided by FTE where compared)',
        rule: 'number greater than 0, at most 10 000 000',
      },
      bonuses: {
        meaning: 'yearly total of bonuses and benefits',
        rule: 'number, 0 or more, at most 120 000 000; empty means 0',
      },
    },
    numbers: (
      <>
        Numbers may be written as <code>12345.67</code>, <code>12 345,67</code> or{' '}
        <code>12,345.67</code>, or be numeric Excel cells. When a file is refused, the message names
        the first rows and columns at fault (up to 20).
      </>
    ),
  },
  measures: {
    intro: (
      <>
        Every employee is compared on three measures, with <V>N</V> = 250 working days in a year:
      </>
    ),
    base: { term: 'Base salary', label: 'base salary = Base Salary', result: 'base salary' },
    freeDays: {
      term: 'Salary considering free days: the pay actually earned',
      label: 'salary considering free days = Base Salary × (250 − Days Off) / 250',
    },
    bonuses: {
      term: 'Salary with bonuses: the monthly equivalent of all pay',
      label: 'salary with bonuses = Base Salary + Bonuses and Benefits / 12',
    },
    example: (
      <>
        Example: a base salary of {zl(10000)} with 25 days off gives {n(10000)} × (250 − 25) / 250 ={' '}
        {zl(9000)} considering free days; with {zl(12000)} of yearly bonuses it gives {n(10000)} +{' '}
        {n(12000)} / 12 = {zl(11000)} with bonuses.
      </>
    ),
  },
  meanAndMedian: {
    definition: (
      <>
        The base report shows, for women and for men separately, the <strong>mean</strong> (the sum
        of the values divided by their number) and the <strong>median</strong> (the middle value
        once the values are sorted) of each of the three measures.
      </>
    ),
    evenCount: (
      <>
        With an even number of values there is no single middle one, so the median is the mean of
        the two middle values: for {n(8000)}, {n(9000)}, {n(10000)} and {n(12000)} it is ({n(9000)}{' '}
        + {n(10000)}) / 2 = {n(9500)}. An empty group has no mean or median.
      </>
    ),
  },
  gap: {
    intro:
      "The pay gap is the difference between men's and women's pay, as a percentage of men's " +
      'pay, for means and medians alike:',
    formula: {
      label: 'pay gap = (men − women) / men × 100',
      result: 'pay gap',
      men: 'men',
      women: 'women',
    },
    sign: (
      <>
        A <strong>positive</strong> gap means women are paid less than men; a{' '}
        <strong>negative</strong> gap means men are paid less. The base report shows the gap for all
        three measures. In the reports, the colour of a gap deepens with its size up to ±30%; larger
        gaps keep the strongest colour.
      </>
    ),
    example: {
      caption: 'Worked example: base salaries of three women and three men',
      groups: (
        <>
          Women: {n(8000)}, {n(9000)}, {n(10405)}. Mean = {n(27405)} / 3 = {n(9135)}; median ={' '}
          {n(9000)}.
          <br />
          Men: {n(9000)}, {n(10000)}, {n(11000)}. Mean = {n(30000)} / 3 = {n(10000)}; median ={' '}
          {n(10000)}.
        </>
      ),
      gaps: (
        <>
          Mean pay gap = ({n(10000)} − {n(9135)}) / {n(10000)} × 100 = <strong>{pct(8.65)}</strong>
          .<br />
          Median pay gap = ({n(10000)} − {n(9000)}) / {n(10000)} × 100 = <strong>{pct(10)}</strong>.
        </>
      ),
      perHundred: (
        <>
          For every {zl(100)} these men earn on average, these women earn {n(91.35, 2)} zł.
        </>
      ),
    },
  },
  minimumGroup: (
    <>
      A gap is shown only when the group being compared has at least <strong>3 women</strong> and at
      least <strong>3 men</strong>. Smaller groups give unreliable figures and could reveal an
      individual&apos;s pay, so their gap is left empty. The same rule applies to the whole
      organisation, to each level and to each position.
    </>
  ),
  adjusted: {
    intro:
      'The adjusted report compares women and men doing work at the same level, which removes ' +
      'the effect of women and men being spread differently across levels. Each row shows the ' +
      'level, the number of people, women and men, the mean pay of women and of men, and the gap.',
    w1: ': per level, over base salary.',
    w2: ': per level, over salary with bonuses.',
    summary:
      'For each table a single figure summarises the levels: the headcount-weighted average of ' +
      'the level gaps that can be shown (levels without a gap are left out):',
    formula: {
      label: 'weighted gap = sum of (level gap × people in level) / sum of people in those levels',
      result: 'weighted gap',
      levelGap: 'level gap',
      people: 'people in level',
    },
    example: (
      <>
        Example: level L1 has 10 people and a gap of {pct(5)}, L2 has 30 people and a gap of{' '}
        {pct(10)}, L3 has only 2 women so it has no gap. Weighted gap = ({n(5)} × 10 + {n(10)} × 30)
        / (10 + 30) = {pct(8.75)}.
      </>
    ),
  },
  salaryRanges: {
    intro: 'Salary ranges are calculated over base salary.',
    base: {
      name: 'Base',
      text:
        ': one row per level with the number of people, women and men, the average and median ' +
        'salary, and the range from the lowest to the highest salary.',
    },
    extended: {
      name: 'Extended',
      text:
        ': one row per position within each level, with the average and median, the number of ' +
        'people, the number and average salary of women and of men, and the pay gap (subject to ' +
        'the minimum group size).',
    },
  },
  comparator: {
    intro: (
      <>
        In the employee table, each person&apos;s base salary is compared with a{' '}
        <strong>comparator</strong>: the mean base salary of the other gender:
      </>
    ),
    steps: [
      'in the same position at the same level (the same work: a junior and a senior with the same title are compared separately), or, if nobody of the other gender holds it,',
      'at the same level, or, if nobody of the other gender is at that level,',
      'none: the difference and the gap are then left empty.',
    ],
    difference: {
      label: 'salary difference = salary − comparator',
      result: 'salary difference',
      salary: 'salary',
      comparator: 'comparator',
    },
    gap: { label: 'pay gap = (salary − comparator) / comparator × 100', result: 'pay gap' },
    note: (
      <>
        Note the sign: here a <strong>negative</strong> gap means the person is paid less than the
        other gender&apos;s average for the same work. Example: a woman earning {zl(9000)} in a
        position where men earn {zl(10000)} on average has a difference of {zl(-1000)} and a gap of
        ({n(9000)} − {n(10000)}) / {n(10000)} × 100 = {pct(-10)}. The table also shows the position
        and level averages overall and for each gender.
      </>
    ),
  },
  rounding: {
    exact:
      'All calculations use exact values; money and percentages are rounded to 2 decimal places ' +
      'only at the end (halves away from zero). Screens show amounts in whole złoty and ' +
      'percentages with two decimals.',
    order:
      'Levels and positions are sorted in natural order, so numbers inside labels count as ' +
      'numbers: L2 comes before L10.',
  },
  directive:
    'Member states must bring the Pay Transparency Directive into national law by 7 June 2026. ' +
    'Employers with 250 or more workers must then report their gender pay gap by 7 June 2027 ' +
    'and every year after; employers with 150–249 workers also by 7 June 2027 and every three ' +
    'years; employers with 100–149 workers from 7 June 2031, every three years. The report ' +
    'covers the mean and median gap, the gap in bonuses and other variable pay, the share of ' +
    'women and men receiving such pay, the share of women and men in each pay quartile, and the ' +
    'gap by category of workers doing the same work or work of equal value. Where that gap is 5% ' +
    'or more, cannot be justified by objective, gender-neutral criteria and is not remedied ' +
    "within six months, the employer must carry out a joint pay assessment with workers' " +
    'representatives.',
  references: {
    directive: {
      link: 'Directive (EU) 2023/970',
      after:
        ' of the European Parliament and of the Council of 10 May 2023 on pay transparency: ' +
        'Article 3 (definitions of the pay gap and the median pay gap) and Article 9 (reporting ' +
        'on the pay gap between female and male workers).',
    },
    ukRegulations: {
      link: 'UK SI 2017/172',
      after:
        ', The Equality Act 2010 (Gender Pay Gap Information) Regulations 2017: the same mean ' +
        "and median formulas, relative to men's pay.",
    },
  },
};
