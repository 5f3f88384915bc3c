import { describe, expect, it } from 'vitest';
import { editDistance, fold, tokenize, wordMatches } from './text.ts';

describe('fold and tokenize', () => {
  it('drops Polish diacritics, ł included, and lower-cases', () => {
    expect(fold('Zażółć GĘŚLĄ jaźń, Łódź')).toBe('zazolc gesla jazn, lodz');
    expect(tokenize('Ile płacić na B2B? 12k!')).toEqual(['ile', 'placic', 'na', 'b2b', '12k']);
  });
});

describe('editDistance (optimal string alignment)', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('senior', 'sneior')).toBe(1);
    expect(editDistance('median', 'mediun')).toBe(1);
    expect(editDistance('developer', 'developr')).toBe(1);
    expect(editDistance('kontrakt', 'contract')).toBe(2);
  });
});

describe('wordMatches', () => {
  it('allows one typo on words of 4+ letters only', () => {
    expect(wordMatches('sneior', 'senior')).toBe(true);
    expect(wordMatches('fiar', 'fair')).toBe(true);
    expect(wordMatches('mdi', 'mid')).toBe(false);
    expect(wordMatches('jr', 'jr')).toBe(true);
    expect(wordMatches('sr', 'jr')).toBe(false);
  });

  it('matches Polish case endings of the same stem', () => {
    expect(wordMatches('programiscie', 'programista')).toBe(true);
    expect(wordMatches('pielegniarce', 'pielegniarka')).toBe(true);
    expect(wordMatches('kobiet', 'kobieta')).toBe(true);
    expect(wordMatches('kierownika', 'kierowca')).toBe(false);
  });

  it('never bends everyday words into lexicon words', () => {
    expect(wordMatches('jaka', 'java')).toBe(false);
    expect(wordMatches('head', 'lead')).toBe(false);
    expect(wordMatches('contract', 'contractor')).toBe(false);
  });
});
