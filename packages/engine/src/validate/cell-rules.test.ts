import { describe, expect, it } from 'vitest';
import { isTrimmed } from './cell-rules.ts';

describe('isTrimmed', () => {
  it('is exactly what String.prototype.trim removes, for every UTF-16 code unit', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isTrimmed(c) !== (String.fromCharCode(c).trim() === '')) differ.push(c);
    }
    expect(differ).toEqual([]);
  });
});
