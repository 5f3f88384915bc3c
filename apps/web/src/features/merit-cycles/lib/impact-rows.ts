import type { MeritImpact, MeritImpactSide } from '@parytet/contract/merit-cycles';

/** One figure before and after the proposals; null = withheld (a small group) or none. */
export type ImpactRow = {
  /** The text key under merit-cycles.impact.rows (with `q` for a quartile band). */
  key: string;
  q?: number;
  before: number | null;
  after: number | null;
  /** A gap (coloured on the pay-gap scale) or a share of people. */
  kind: 'gap' | 'share';
};

/**
 * Every Art. 9 indicator of the two sides, in the Directive's order: (a) and (c) the gaps in
 * pay, (b) and (d) in bonuses, (e) who receives bonuses, (f) women's share of each pay quartile,
 * then the unexplained gap of the organisation's model.
 */
export const indicatorRows = ({ before, after }: MeritImpact): ImpactRow[] => {
  const gap = (key: string, pick: (s: MeritImpactSide) => number | null): ImpactRow => ({
    key,
    before: pick(before),
    after: pick(after),
    kind: 'gap',
  });
  return [
    gap('a', (s) => s.pay_gap_mean),
    gap('c', (s) => s.pay_gap_median),
    gap('b', (s) => s.variable_pay_gap_mean),
    gap('d', (s) => s.variable_pay_gap_median),
    {
      key: 'eWomen',
      before: before.receiving_variable_pay.women_percentage,
      after: after.receiving_variable_pay.women_percentage,
      kind: 'share',
    },
    {
      key: 'eMen',
      before: before.receiving_variable_pay.men_percentage,
      after: after.receiving_variable_pay.men_percentage,
      kind: 'share',
    },
    ...[1, 2, 3, 4].map((q): ImpactRow => ({
      key: 'f',
      q,
      before: before.quartile_bands[q - 1]?.women_percentage ?? null,
      after: after.quartile_bands[q - 1]?.women_percentage ?? null,
      kind: 'share',
    })),
    gap('unexplained', (s) => s.unexplained_gap?.gap_percentage ?? null),
  ];
};

export type CategoryImpact = {
  category: string;
  people: number;
  before: MeritImpactSide['categories'][number] | null;
  after: MeritImpactSide['categories'][number] | null;
};

/** The categories of both sides side by side, in the order the indicators give them. */
export const categoryRows = ({ before, after }: MeritImpact): CategoryImpact[] => {
  const afterByName = new Map(after.categories.map((c) => [c.category, c]));
  const rows: CategoryImpact[] = before.categories.map((b) => ({
    category: b.category,
    people: b.total_people,
    before: b,
    after: afterByName.get(b.category) ?? null,
  }));
  const seen = new Set(rows.map((r) => r.category));
  for (const a of after.categories) {
    if (!seen.has(a.category)) {
      rows.push({ category: a.category, people: a.total_people, before: null, after: a });
    }
  }
  return rows;
};

/** How many categories carry the Art. 10 flag (a total-pay gap of 5 % or more). */
export const flaggedCount = (side: MeritImpactSide) =>
  side.categories.filter((c) => c.flag === 'flagged').length;
