import { describe, expect, it } from 'vitest';
import { safeCellText } from './safe-text.ts';

describe('safeCellText', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")']) {
      expect(safeCellText(value)).toBe(`'${value}`);
    }
  });
  it('leaves other text alone', () => {
    for (const value of ['L1', 'Żółć', '1=1', ' =x', '', "'quoted"]) {
      expect(safeCellText(value)).toBe(value);
    }
  });
});
