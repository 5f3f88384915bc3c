import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { hasAny } from '#understand/text.ts';

const BIGGER = ['bigger', 'larger', 'higher', 'greater', 'wieksza', 'wyzsza', 'wieksze', 'wyzsze'];
const SMALLER = ['smaller', 'lower', 'mniejsza', 'nizsza', 'mniejsze', 'nizsze'];

/**
 * A question's premise about the adjusted gap checked against the report: "why is the adjusted
 * gap bigger?" when here it is smaller is answered with the real order first. Null when the
 * prompt claims no order, or either gap is missing.
 */
export function adjustedGapPremise(b: AnswerBuilder, tokens: string[]): string | null {
  const ctx = b.context;
  if (ctx === null) return null;
  const claimsBigger = hasAny(tokens, BIGGER);
  const claimsSmaller = hasAny(tokens, SMALLER);
  if (claimsBigger === claimsSmaller) return null;
  const raw = ctx.base.mean.base_salary.pay_gap_percentage;
  const within = ctx.adjusted.w1_weighted_pay_gap_percentage;
  if (raw === null || within === null) return null;
  const bigger = Math.abs(within) > Math.abs(raw);
  const adjusted = b.report('adjusted.w1_weighted_pay_gap_percentage', 'percent');
  const unadjusted = b.report('base.mean.base_salary.pay_gap_percentage', 'percent');
  if (bigger === claimsBigger) {
    return bigger
      ? b.t(
          `Yes: your adjusted gap (${adjusted}) is bigger than the raw one (${unadjusted}), because within the same level women are paid less than the overall averages suggest.`,
          `Tak: Twoja luka skorygowana (${adjusted}) jest większa niż nieskorygowana (${unadjusted}), bo na tych samych poziomach kobiety zarabiają mniej, niż sugerują średnie ogółem.`,
        )
      : b.t(
          `Yes: your adjusted gap (${adjusted}) is smaller than the raw one (${unadjusted}), because much of the raw gap comes from women and men working at different levels.`,
          `Tak: Twoja luka skorygowana (${adjusted}) jest mniejsza niż nieskorygowana (${unadjusted}), bo duża część luki ogółem wynika z tego, że kobiety i mężczyźni pracują na różnych poziomach.`,
        );
  }
  return bigger
    ? b.t(
        `In fact your adjusted gap (${adjusted}) is bigger than the raw one (${unadjusted}), not smaller: within the same level women are paid less than the overall averages suggest.`,
        `W rzeczywistości Twoja luka skorygowana (${adjusted}) jest większa niż nieskorygowana (${unadjusted}), a nie mniejsza: na tych samych poziomach kobiety zarabiają mniej, niż sugerują średnie ogółem.`,
      )
    : b.t(
        `In fact your adjusted gap (${adjusted}) is smaller than the raw one (${unadjusted}), not bigger, because much of the raw gap comes from women and men working at different levels.`,
        `W rzeczywistości Twoja luka skorygowana (${adjusted}) jest mniejsza niż nieskorygowana (${unadjusted}), a nie większa, bo duża część luki ogółem wynika z tego, że kobiety i mężczyźni pracują na różnych poziomach.`,
      );
}
