import { countedSheets } from './help-sheet.ts';
import { FileFormatError } from '#failure.ts';
import { findEntry, inflateEntryText, type ZipEntry } from './zip.ts';
import { decodeEntities, findStartTag, prefixOf, readAttribute } from './xml-text.ts';

/** Where the parts of the one worksheet live, and how to read its dates. */
export type WorkbookLayout = {
  sheetCount: number;
  sheetPath: string;
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
};

const SMALL_PART_BYTES = 16 * 1024 * 1024;

type Relationship = { id: string; type: string; target: string };

function parseRelationships(xml: string): Relationship[] {
  const p = prefixOf(xml, 'Relationships');
  const out: Relationship[] = [];
  let at = 0;
  for (;;) {
    const start = findStartTag(xml, `<${p}Relationship`, at);
    if (start < 0) return out;
    const end = xml.indexOf('>', start);
    if (end < 0) return out;
    const tag = xml.slice(start, end);
    out.push({
      id: readAttribute(tag, 'Id') ?? '',
      type: readAttribute(tag, 'Type') ?? '',
      target: decodeEntities(readAttribute(tag, 'Target') ?? ''),
    });
    at = end;
  }
}

function resolveTarget(baseDir: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `${baseDir}${target}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

async function readPart(
  data: Uint8Array,
  entries: Map<string, ZipEntry>,
  path: string,
): Promise<string | null> {
  const entry = findEntry(entries, path);
  return entry === undefined ? null : inflateEntryText(data, entry, SMALL_PART_BYTES);
}

/** Finds the workbook part through the package relationships, as Excel itself does. */
async function workbookPath(data: Uint8Array, entries: Map<string, ZipEntry>): Promise<string> {
  const rootRels = await readPart(data, entries, '_rels/.rels');
  const main = rootRels === null ? [] : parseRelationships(rootRels);
  const office = main.find((r) => r.type.endsWith('/officeDocument'));
  return office === undefined ? 'xl/workbook.xml' : resolveTarget('', office.target);
}

export async function readWorkbookLayout(
  data: Uint8Array,
  entries: Map<string, ZipEntry>,
): Promise<WorkbookLayout> {
  const path = await workbookPath(data, entries);
  const workbook = await readPart(data, entries, path);
  if (workbook === null) throw new FileFormatError('zip archive without a workbook');
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const relsXml = await readPart(data, entries, `${dir}_rels/${path.slice(dir.length)}.rels`);
  const rels = relsXml === null ? [] : parseRelationships(relsXml);

  const p = prefixOf(workbook, 'workbook');
  const sheetIds: string[] = [];
  const sheetNames: string[] = [];
  let at = 0;
  for (;;) {
    const start = findStartTag(workbook, `<${p}sheet`, at);
    if (start < 0) break;
    const end = workbook.indexOf('>', start);
    const tag = workbook.slice(start, end < 0 ? workbook.length : end);
    sheetIds.push(/\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(tag)?.[1] ?? '');
    sheetNames.push(decodeEntities(readAttribute(tag, 'name') ?? ''));
    at = start + 1;
  }
  if (sheetIds.length === 0) throw new FileFormatError('workbook without sheets');
  const sheetRel = rels.find((r) => r.id === sheetIds[0]);
  const byType = (suffix: string): string | null => {
    const rel = rels.find((r) => r.type.endsWith(suffix));
    return rel === undefined ? null : resolveTarget(dir, rel.target);
  };
  const prTag = /<(?:[\w.-]+:)?workbookPr\b[^>]*>/.exec(workbook)?.[0] ?? '';
  const date1904 = readAttribute(prTag, 'date1904');
  return {
    sheetCount: countedSheets(sheetNames),
    sheetPath:
      sheetRel === undefined ? `${dir}worksheets/sheet1.xml` : resolveTarget(dir, sheetRel.target),
    sharedStringsPath: byType('/sharedStrings') ?? `${dir}sharedStrings.xml`,
    stylesPath: byType('/styles') ?? `${dir}styles.xml`,
    date1904: date1904 === '1' || date1904 === 'true',
  };
}

export { readPart };
