import type { TFunction } from 'i18next';

const NAMED = new Set([
  '(intercept)',
  'years_of_training',
  'years_of_service',
  'potential_experience',
  'potential_experience_squared',
  'age',
  'female',
]);

/** A model term in words: "Level: 3" for the dummy `level=3`, named terms from the locale. */
export const termLabel = (t: TFunction, term: string): string => {
  if (NAMED.has(term)) return t(`analysis.terms.${term === '(intercept)' ? 'intercept' : term}`);
  const at = term.indexOf('=');
  if (at < 0) return term;
  const factor = term.slice(0, at);
  const value = term.slice(at + 1) || t('analysis.terms.empty');
  return t('analysis.terms.dummy', { factor: t(`analysis.factors.${factor}`), value });
};

/** The unexplained gap as screens show it (decisions §8): −Kennedy × 100 %, positive = women paid less. */
export const shownGap = (kennedy: number) => -kennedy * 100;

/** A coefficient's bound as that convention reads it: −(e^c − 1) × 100 %. */
export const shownBound = (logPoints: number) => -(Math.exp(logPoints) - 1) * 100;

/** The product's one number format, whatever the language (lib/format.ts). */
const NUMBERS = 'pl-PL';

/** A t statistic, two decimals at most. */
export const formatT = (t: number) => t.toLocaleString(NUMBERS, { maximumFractionDigits: 2 });

/** p to three decimals, or "< 0,001". */
export const formatP = (p: number) =>
  p < 0.001
    ? `< ${(0.001).toLocaleString(NUMBERS)}`
    : p.toLocaleString(NUMBERS, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A raw coefficient with enough digits for an expert (5 significant digits). */
export const formatCoefficient = (x: number) =>
  x.toLocaleString(NUMBERS, { maximumSignificantDigits: 5 });

/** A change with its sign, two decimals: "+1.31", "−0.39". */
export const signedNumber = (x: number | null | undefined) =>
  x === null || x === undefined
    ? '-'
    : x.toLocaleString(NUMBERS, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      });
