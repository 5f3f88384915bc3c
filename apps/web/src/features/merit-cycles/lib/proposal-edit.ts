import {
  patchMeritProposalBodySchema,
  type MeritProposal,
  type PatchMeritProposalBody,
} from '@parytet/contract/merit-cycles';
import { parsePercent } from './matrix-draft.ts';

export type RaiseMode = 'amount' | 'percent';

/** The inline editor's fields as typed. */
export type ProposalDraft = { mode: RaiseMode; value: string; reason: string };

/** Error keys by field: the contract's schema keys, or the API's code NEGATIVE_RAISE. */
export type ProposalErrors = Partial<Record<'value' | 'reason', string>>;

const typed = (value: number) => String(value).replace('.', ',');

/** The editor opens on the raise as it stands, in the mode chosen, with the last reason. */
export const draftOf = (proposal: MeritProposal, mode: RaiseMode = 'amount'): ProposalDraft => ({
  mode,
  value: typed(mode === 'amount' ? proposal.raise_amount : proposal.raise_percent),
  reason: proposal.reason ?? '',
});

/** Switching mode keeps the raise: the amount becomes its percent of base pay, and back. */
export const switchMode = (
  draft: ProposalDraft,
  mode: RaiseMode,
  baseSalary: number,
): ProposalDraft => {
  if (mode === draft.mode) return draft;
  const value = parsePercent(draft.value);
  if (!Number.isFinite(value) || baseSalary <= 0) return { ...draft, mode };
  const converted = mode === 'percent' ? (value / baseSalary) * 100 : (baseSalary * value) / 100;
  return { ...draft, mode, value: typed(Math.round(converted * 100) / 100) };
};

/**
 * What the raise would be, to the cent, while the user types (null when the text is not a
 * number): the server computes the same (percent of the base pay actually paid).
 */
export const previewRaise = (draft: ProposalDraft, baseSalary: number): number | null => {
  const value = parsePercent(draft.value);
  if (!Number.isFinite(value)) return null;
  const amount = draft.mode === 'amount' ? value : (baseSalary * value) / 100;
  return Math.round(amount * 100) / 100;
};

/**
 * The PATCH body, checked with the contract's schema, or the errors by field. A negative raise
 * is refused here with the API's own rule (NEGATIVE_RAISE), before any call.
 */
export const draftToPatch = (
  draft: ProposalDraft,
): { body: PatchMeritProposalBody; errors: null } | { body: null; errors: ProposalErrors } => {
  const value = parsePercent(draft.value);
  const reason = draft.reason.trim();
  const errors: ProposalErrors = {};
  if (value < 0) errors.value = 'NEGATIVE_RAISE';
  const candidate = {
    [draft.mode === 'amount' ? 'raise_amount' : 'raise_percent']: value,
    reason: reason === '' ? undefined : reason,
  };
  const parsed = patchMeritProposalBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'reason') {
        // The reason's one rule is that it is given: said as such rather than "fill this in".
        errors.reason ??= issue.message === 'required' ? 'reason_required' : issue.message;
      } else {
        errors.value ??= issue.message;
      }
    }
  }
  if (errors.value || errors.reason || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
};
