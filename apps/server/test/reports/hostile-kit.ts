import * as XLSX from '@e965/xlsx';
import { generateExampleWorkbook } from '@parytet/engine';
import { repeatedEntry } from '../../../../packages/engine/test/helpers/bombs.ts';
import { writeZip } from '../../../../packages/engine/test/helpers/zip-writer.ts';

/** Seeded, so a failure names the file that caused it and can be replayed. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * The example workbook's data sheet as a legacy .xls, the file the fuzzing seeds were found on
 * (its second sheet, the column guide, is left out: it shifts every byte after it, and the seeds
 * that make SheetJS loop would make an ordinary file).
 */
export const exampleXls = async (): Promise<Buffer> => {
  const book = XLSX.read(await generateExampleWorkbook('en'), { type: 'buffer' });
  const first = book.SheetNames[0] as string;
  const data: XLSX.WorkBook = {
    ...book,
    SheetNames: [first],
    Sheets: { [first]: book.Sheets[first] as XLSX.WorkSheet },
    ...(book.Workbook && {
      Workbook: { ...book.Workbook, Sheets: book.Workbook.Sheets?.slice(0, 1) },
    }),
  };
  return XLSX.write(data, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};

/** `base` with `changes` bytes set to random values at random places (fuzzing). */
export const mutate = (base: Buffer, seed: number, changes: number) => {
  const random = mulberry32(seed);
  const copy = Buffer.from(base);
  for (let i = 0; i < changes; i++) {
    copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
  }
  return copy;
};

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER = [
  'Employee ID',
  'Gender',
  'Level',
  'Position',
  'Location',
  'Monthly Base Salary',
  'Monthly Bonus',
  'Days Off',
];

/**
 * A small .xlsx whose shared strings inflate to about `inflatedBytes` (304 KB
 * that inflate to 116 MB, under the caps). Built without ever holding the inflated text.
 */
export const sharedStringsBomb = (inflatedBytes: number) => {
  const unit = `<si><t>${'x'.repeat(29_000)}</t></si>`;
  const header = HEADER.map((h) => `<si><t>${h}</t></si>`).join('');
  const cells = HEADER.map(
    (_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`,
  );
  const row = `<c r="A2" t="s"><v>${HEADER.length}</v></c>`;
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${NS}"><sheetData><row r="1">${cells.join('')}</row><row r="2">${row}</row></sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      ...repeatedEntry(
        `<sst xmlns="${NS}">${header}`,
        unit,
        Math.ceil(inflatedBytes / unit.length),
        '</sst>',
      ),
    },
  ]);
};
