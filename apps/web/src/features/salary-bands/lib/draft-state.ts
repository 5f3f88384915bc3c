import type { BandDraft } from '@parytet/contract/salary-bands';

/**
 * A draft handed from the wizard to the editor through the history entry's state: it survives
 * a reload of the editor, and is gone once saved or discarded. Nothing is stored on the server
 * until the owner saves.
 */
export type DraftHandoff = {
  draft: Pick<BandDraft, 'basis' | 'currency' | 'bands'>;
  /** The report it was drafted from: the effective date starts at its period's end. */
  report: { id: string; label: string; effective_from: string };
};

export const draftOfState = (state: unknown): DraftHandoff | null => {
  if (typeof state !== 'object' || state === null || !('draft' in state) || !('report' in state)) {
    return null;
  }
  return state as DraftHandoff;
};
