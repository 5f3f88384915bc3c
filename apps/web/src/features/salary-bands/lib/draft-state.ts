import type { BandDraft } from '@parytet/contract/salary-bands';

/**
 * A draft handed from the wizard to the editor through the history entry's state: it survives
 * a reload of the editor, and is gone once saved or discarded. Nothing is stored on the server
 * until the owner saves.
 */
export type DraftHandoff = {
  draft: Pick<BandDraft, 'basis' | 'currency' | 'bands' | 'job_families'>;
  /** Where it came from: a report (whose positions the families list) or a filled template. */
  source: { label: string; reportId: string | null };
  /** A report's period end (the bands read it from then), or today for a template. */
  effective_from: string;
};

export const draftOfState = (state: unknown): DraftHandoff | null => {
  if (typeof state !== 'object' || state === null || !('draft' in state) || !('source' in state)) {
    return null;
  }
  return state as DraftHandoff;
};
