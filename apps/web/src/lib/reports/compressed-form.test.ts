// @vitest-environment node
// The browser's own FormData, Response and CompressionStream (jsdom has none): Node's are the same web APIs.
import { describe, expect, it } from 'vitest';
import { compressedForm } from './compressed-form.ts';

const form = (name: string, text: string) => {
  const body = new FormData();
  body.append('label', 'Q1');
  body.append('file', new File([text], name), name);
  return body;
};

const inflate = async (blob: Blob) =>
  new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();

describe('compressedForm', () => {
  it('gzips a CSV upload’s whole multipart body, boundary in its content type', async () => {
    const csv = `ID,Gender\n${'E1,Female\n'.repeat(5000)}`;
    const encoded = await compressedForm(form('płace.csv', csv), 'płace.csv');
    if (!encoded) throw new Error('not compressed');
    expect(encoded.headers['Content-Encoding']).toBe('gzip');
    const boundary = /boundary=(.+)$/.exec(encoded.headers['Content-Type'] ?? '')?.[1];
    expect(boundary).toBeTruthy();
    expect(encoded.body.size).toBeLessThan(csv.length / 10);
    const text = await inflate(encoded.body);
    expect(text.startsWith(`--${boundary}`)).toBe(true);
    expect(text).toContain('name="label"');
    expect(text).toContain(csv);
  });

  it('leaves an XLSX as it is: a ZIP gains nothing', async () => {
    expect(await compressedForm(form('a.xlsx', 'PK'), 'a.xlsx')).toBeNull();
  });
});
