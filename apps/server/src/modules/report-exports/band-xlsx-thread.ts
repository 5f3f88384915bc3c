import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { PersonInBand } from '@parytet/engine';
import { safeCellText, sheetName } from './document/safe-text.ts';
import { loadExcelJs } from '#lib/load-exceljs.ts';

type Value = string | number | null;
export type WorkbookSheet = { name: string; header: string[]; rows: Value[][] };

/** What the salary bands' workbook holds; `people` only for the HR team. */
export type BandWorkbookTask = {
  title: string;
  sheets: WorkbookSheet[];
  /** After the people: the notes. */
  last: WorkbookSheet;
  people: {
    name: string;
    header: string[];
    /** The answer's employees array as JSON bytes (report-bands.service.ts). */
    json: Uint8Array;
    words: { yes: string; no: string; F: string; M: string };
  } | null;
};

const build = async (task: BandWorkbookTask): Promise<Uint8Array<ArrayBuffer>> => {
  const ExcelJs = await loadExcelJs();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  // No styles: registering each cell's style is most of the cost of 100 000 rows (see the data
  // ZIP's workbook); numbers stay numbers, text stays text, and no cell holds a formula.
  const book = new ExcelJs.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  book.creator = 'Parytet';
  book.title = task.title;
  const open = (name: string, header: string[]) => {
    const sheet = book.addWorksheet(sheetName(name));
    sheet.columns = header.map((h) => ({ width: Math.max(12, Math.min(40, h.length + 4)) }));
    sheet.addRow(header.map(safeCellText)).commit();
    return sheet;
  };
  const write = ({ name, header, rows }: WorkbookSheet) => {
    const sheet = open(name, header);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  };
  for (const sheet of task.sheets) write(sheet);
  if (task.people) {
    const { words } = task.people;
    const sheet = open(task.people.name, task.people.header);
    const people = JSON.parse(new TextDecoder().decode(task.people.json)) as PersonInBand[];
    for (const p of people) {
      sheet
        .addRow([
          safeCellText(p.id),
          words[p.gender],
          safeCellText(p.level),
          safeCellText(p.position),
          p.band_level === null ? null : safeCellText(p.band_level),
          p.band_job_family === null ? null : safeCellText(p.band_job_family),
          p.pay,
          p.compa_ratio,
          p.range_penetration,
          p.below_min ? words.yes : words.no,
          p.above_max ? words.yes : words.no,
        ])
        .commit();
    }
    sheet.commit();
  }
  write(task.last);
  await book.commit();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};

/** The salary bands' workbook, written off the API's main thread (up to 100 000 people). */
parentPort?.on('message', (task: BandWorkbookTask) => {
  build(task).then(
    (data) => parentPort?.postMessage({ ok: true, data }, [data.buffer]),
    (error: unknown) => parentPort?.postMessage({ ok: false, message: String(error) }),
  );
});
