import type { ReactNode } from 'react';
import type { SalaryFileColumn, SalaryFileField } from '@parytet/contract/salary-file';
import type { SectionTitles } from './methodology-blocks.tsx';

/** A formula's spoken form (for screen readers) and the word on its left-hand side. */
type FormulaText = { label: string; result: string };
type Reference = { link: string; after: ReactNode };

/**
 * Everything the methodology says, in one language. `MethodologyContent` lays it out once; each
 * language fills this same shape, so neither can miss a section, a column or a formula.
 */
export type MethodologyText = {
  /** EU Pay Transparency reporting: one paragraph per entry, per section. */
  eu: { indicators: ReactNode[]; categories: ReactNode[]; assessment: ReactNode[] };
  /** Merit cycles (plan feature `merit_cycle_review`): one paragraph per entry. */
  merit: ReactNode[];
  /** Salary bands (plan feature `salary_bands`): the two per-person figures, then the rest. */
  bands: {
    intro: ReactNode;
    compa: FormulaText & { pay: string; mid: string };
    penetration: FormulaText & { min: string; max: string };
    rest: ReactNode[];
  };
  /** Benchmarking (plan feature `benchmarking`): one paragraph per entry. */
  benchmarking: ReactNode[];
  title: string;
  intro: string;
  contents: string;
  titles: SectionTitles;
  upload: {
    intro: string;
    head: { column: string; meaning: string; rule: string };
    columnName: (column: SalaryFileColumn) => string;
    columns: Record<SalaryFileField, { meaning: ReactNode; rule: string }>;
    numbers: ReactNode;
  };
  measures: {
    intro: ReactNode;
    base: FormulaText & { term: string };
    freeDays: { term: string; label: string };
    bonuses: { term: string; label: string };
    example: ReactNode;
  };
  meanAndMedian: { definition: ReactNode; evenCount: ReactNode };
  gap: {
    intro: string;
    formula: FormulaText & { men: string; women: string };
    sign: ReactNode;
    example: { caption: string; groups: ReactNode; gaps: ReactNode; perHundred: ReactNode };
  };
  minimumGroup: ReactNode;
  adjusted: {
    intro: string;
    w1: string;
    w2: string;
    summary: string;
    formula: FormulaText & { levelGap: string; people: string };
    example: ReactNode;
  };
  salaryRanges: {
    intro: string;
    base: { name: string; text: string };
    extended: { name: string; text: string };
  };
  comparator: {
    intro: ReactNode;
    steps: readonly [string, string, string];
    difference: FormulaText & { salary: string; comparator: string };
    gap: FormulaText;
    note: ReactNode;
  };
  rounding: { exact: string; order: string };
  directive: string;
  references: { directive: Reference; ukRegulations: Reference };
};
