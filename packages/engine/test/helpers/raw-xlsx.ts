import { writeZip, type TestZipEntry } from './zip-writer.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export type RawXlsxParts = {
  /** Inner XML of <sheetData>, or a whole worksheet part when `sheetXml` is given. */
  sheetData?: string;
  sheetXml?: string;
  sharedStrings?: string[];
  /** Inner XML of <styleSheet>. */
  styles?: string;
  sheets?: number;
  date1904?: boolean;
  /** Replaces the worksheet entry (e.g. with a pre-deflated bomb). */
  sheetEntry?: Omit<TestZipEntry, 'name'>;
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An .xlsx built from hand-written XML, for cases ExcelJS would not produce. */
export function rawXlsx(parts: RawXlsxParts): Buffer {
  const sheets = parts.sheets ?? 1;
  const sheetList = Array.from(
    { length: sheets },
    (_, i) => `<sheet name="S${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  ).join('');
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${DOC_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  const entries: TestZipEntry[] = [
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><workbookPr${parts.date1904 ? ' date1904="1"' : ''}/><sheets>${sheetList}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}<Relationship Id="rS" Type="${DOC_REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rT" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`,
    },
  ];
  const sheetXml =
    parts.sheetXml ??
    `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${parts.sheetData ?? ''}</sheetData></worksheet>`;
  entries.push({ name: 'xl/worksheets/sheet1.xml', ...(parts.sheetEntry ?? { data: sheetXml }) });
  for (let i = 2; i <= sheets; i++) {
    entries.push({
      name: `xl/worksheets/sheet${i}.xml`,
      data: `<worksheet xmlns="${NS}"><sheetData/></worksheet>`,
    });
  }
  if (parts.sharedStrings !== undefined) {
    const items = parts.sharedStrings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('');
    entries.push({ name: 'xl/sharedStrings.xml', data: `<sst xmlns="${NS}">${items}</sst>` });
  }
  if (parts.styles !== undefined) {
    entries.push({
      name: 'xl/styles.xml',
      data: `<styleSheet xmlns="${NS}">${parts.styles}</styleSheet>`,
    });
  }
  return writeZip(entries);
}

/** Column letters of a zero-based index (0 -> A, 26 -> AA). */
function columnName(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `<row>` XML with inline strings and numbers, for rawXlsx's sheetData. */
export function rowXml(rowNumber: number, values: readonly (string | number | null)[]): string {
  const cells = values
    .map((v, i) => {
      const ref = `${columnName(i)}${rowNumber}`;
      if (v === null) return '';
      if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
      return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
    })
    .join('');
  return `<row r="${rowNumber}">${cells}</row>`;
}
