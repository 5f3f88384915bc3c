import { readFile } from 'node:fs/promises';
import { parseReferenceCsv } from './parse-reference.ts';
import type { ReferenceRow } from './reference-types.ts';

/** Reads a reference CSV from disk: the only file access in the package, and only on request. */
export async function loadReferenceTable(path: string): Promise<ReferenceRow[]> {
  return parseReferenceCsv(await readFile(path, 'utf8'));
}
