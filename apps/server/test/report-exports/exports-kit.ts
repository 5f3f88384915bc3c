import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A salary file with what the documents must handle: part-time staff (FTE), Polish diacritics,
 * level names a spreadsheet would run as formulas, and a small group (one woman on the board).
 */
export const exportCsv = () => {
  const header = 'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,FTE';
  const rows: string[] = [];
  const add = (
    id: string,
    gender: string,
    level: string,
    salary: number,
    bonus: number,
    fte = '',
  ) =>
    rows.push(
      [id, gender, level, 'Stanowisko', 'Łódź', '0', String(salary), String(bonus), fte].join(','),
    );
  for (let i = 0; i < 12; i++) {
    add(
      `S${i}`,
      i % 2 ? 'Female' : 'Male',
      'Specjalistka ds. płac',
      6000 + i * 150,
      i % 3 ? 2400 : 0,
      i === 3 ? '0.5' : '',
    );
  }
  for (let i = 0; i < 10; i++) {
    add(`K${i}`, i % 2 ? 'Kobieta' : 'Mężczyzna', '=Kierownik', 9000 + i * 400, 6000 + i * 100);
  }
  add('Z0', 'Female', 'Zarząd', 20000, 30000);
  for (let i = 1; i < 5; i++) add(`Z${i}`, 'Male', 'Zarząd', 21000 + i * 500, 30000);
  return `${header}\n${rows.join('\n')}\n`;
};

export const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** The PDF's text by poppler's pdftotext (what a user's tools read). */
export const pdftotext = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'parytet-pdf-'));
  try {
    const file = path.join(dir, 'x.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The PDF's text by pdf.js (unpdf), which needs no system tool. */
export const pdfjsText = async (pdf: Buffer) => {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
};

/** Whitespace folded, so a value wrapped or spaced differently still matches. */
export const squash = (text: string) => text.replace(/\s+/g, ' ');

/** A percentage as the Polish document writes it: 8.1 → "8,10%". */
export const plPercent = (value: number) => `${value.toFixed(2).replace('.', ',')}%`;
export const enPercent = (value: number) => `${value.toFixed(2)}%`;
