import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import { seededRandom } from '#example/example-data.ts';

const HEADER = SALARY_FILE_HEADER;
const LOCATIONS = ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań', 'Łódź', 'Katowice'];

type BenchRow = [string, string, string, string, string, number, number, number];

/** A large, realistic-looking workforce: 12 levels, 400 positions, both genders everywhere. */
function* benchRows(rows: number): Generator<BenchRow> {
  const random = seededRandom(rows);
  for (let i = 0; i < rows; i++) {
    const level = 1 + Math.floor(random() * 12);
    const female = random() < 0.48;
    const base = (4300 + level * 1100) * (0.85 + random() * 0.3) * (female ? 0.95 : 1);
    yield [
      `E${String(i + 1).padStart(6, '0')}`,
      female ? 'Female' : 'Male',
      `L${level}`,
      `Position ${1 + Math.floor(random() * 400)}`,
      LOCATIONS[Math.floor(random() * LOCATIONS.length)] ?? 'Warszawa',
      random() < 0.85 ? 0 : Math.floor(random() * 30),
      Math.round(base * 100) / 100,
      random() < 0.4 ? 0 : Math.round(random() * base * 2),
    ];
  }
}

function csvFile(rows: number): Buffer {
  const lines = [HEADER.join(',')];
  for (const row of benchRows(rows)) lines.push(row.join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Written the way Excel writes: shared strings, numeric cells, one sheet. */
async function xlsxFile(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(HEADER).commit();
  for (const row of benchRows(rows)) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A benchmark salary file of `rows` employees; also used by the root upload benchmark. */
export async function buildBenchFile(rows: number, format: 'csv' | 'xlsx'): Promise<Buffer> {
  return format === 'csv' ? csvFile(rows) : xlsxFile(rows);
}
