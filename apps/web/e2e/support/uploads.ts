import type { Page } from 'playwright-core';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import { text, type Lang, type Texts } from './texts.ts';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export const HEADER = SALARY_FILE_HEADER.join(',');

/** A valid row: alternating genders over three levels, one position. */
export const goodRow = (i: number) =>
  `${i + 1},${i % 2 ? 'Male' : 'Female'},L${(i % 3) + 1},Analyst,Warszawa,0,${6000 + i * 37},1200`;

/** A valid file of `rows` good rows, then any `extra` lines as written. */
export const goodCsv = (rows = 12, extra: string[] = []) =>
  Buffer.from([HEADER, ...Array.from({ length: rows }, (_, i) => goodRow(i)), ...extra].join('\n'));

export const csvFile = (name: string, buffer: Buffer): UploadFile => ({
  name,
  mimeType: 'text/csv',
  buffer,
});

/** Fills the upload form as a person would and waits for the new report's base view. */
export const uploadThroughForm = async (
  page: Page,
  texts: Texts | Lang,
  label: string,
  file: UploadFile,
) => {
  await page.goto('/main/pay-gap/new');
  await page.getByRole('textbox', { name: text(texts, 'pay-gap.upload.label.label') }).fill(label);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(file.name).waitFor();
  await page
    .getByRole('button', { name: text(texts, 'pay-gap.upload.submit'), exact: true })
    .click();
  await page.waitForURL(/\/main\/pay-gap\/[0-9a-f-]{36}\/base$/);
  return /\/main\/pay-gap\/([0-9a-f-]{36})\/base$/.exec(page.url())?.[1] ?? '';
};
