import { parentPort } from 'node:worker_threads';
import {
  bandPeopleOf,
  draftBandsFromPay,
  payAgainstBands,
  readBandTemplate,
  type BandBasis,
  type BandFigures,
  type BandStructure,
  type DraftPercentiles,
} from '@parytet/engine';
import { storedTable, type StoredInputs } from '#lib/packed-inputs.ts';

/** `inputs` is the report's stored inputs (packed, or JSON text): read here, not on the API's thread. */
export type BandsTask =
  | { kind: 'read'; inputs: StoredInputs; structure: BandStructure; minGroupSize: number }
  | { kind: 'draft'; inputs: StoredInputs; basis: BandBasis; percentiles: DraftPercentiles }
  | { kind: 'template'; data: Uint8Array; fileName: string; knownLevels: string[] | null };

/** A reading: each band's figures, and every person's place as the JSON array the answer sends. */
export type BandsReading = { bands: BandFigures[]; employees: Uint8Array };

const peopleOf = (inputs: StoredInputs) => bandPeopleOf(storedTable(inputs));

/**
 * A report read against the bands, a draft from its pay or from a filled template, off the
 * API's main thread: parsing a 100 000-row report's inputs (about 5 MB of JSON) and writing its
 * people back as JSON would otherwise hold every other request of the process for a good part
 * of a second.
 */
const answer = async (task: BandsTask) => {
  try {
    if (task.kind === 'template') {
      // A workbook may inflate far beyond its upload (the readers cap it): read it here too.
      const known = task.knownLevels === null ? null : new Set(task.knownLevels);
      const outcome = await readBandTemplate(task.data, task.fileName, known);
      parentPort?.postMessage({ ok: true, outcome });
      return;
    }
    if (task.kind === 'draft') {
      const bands = draftBandsFromPay(peopleOf(task.inputs), task.basis, task.percentiles);
      parentPort?.postMessage({ ok: true, bands });
      return;
    }
    const result = payAgainstBands(peopleOf(task.inputs), task.structure, task.minGroupSize);
    const employees = new TextEncoder().encode(JSON.stringify(result.employees));
    // Handed over, not copied: up to 20 MB for 100 000 people.
    parentPort?.postMessage({ ok: true, bands: result.bands, employees }, [employees.buffer]);
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: String(error) });
  }
};

parentPort?.on('message', (task: BandsTask) => {
  void answer(task);
});
