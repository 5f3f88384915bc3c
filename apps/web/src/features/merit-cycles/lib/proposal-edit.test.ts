import { describe, expect, it } from 'vitest';
import { proposal } from '#testing/merit-cycles.ts';
import { draftOf, draftToPatch, previewRaise, switchMode } from './proposal-edit.ts';

describe('a proposal as edited', () => {
  it('opens on the raise as it stands and switches between amount and percent', () => {
    const draft = draftOf(proposal('E01', { raise_amount: 150.5, reason: 'Market' }));
    expect(draft).toEqual({ mode: 'amount', value: '150,5', reason: 'Market' });
    const percent = switchMode(draft, 'percent', 6000);
    expect(percent.value).toBe('2,51');
    expect(switchMode(percent, 'amount', 6000).value).toBe('150,6');
  });

  it('previews the raise to the cent, of the base pay actually paid', () => {
    expect(previewRaise({ mode: 'percent', value: '3,33', reason: '' }, 4500.5)).toBe(149.87);
    expect(previewRaise({ mode: 'amount', value: '12.345', reason: '' }, 4500)).toBe(12.35);
    expect(previewRaise({ mode: 'amount', value: 'abc', reason: '' }, 4500)).toBeNull();
  });

  it("sends the contract's body: the amount or the percent, with the trimmed reason", () => {
    expect(draftToPatch({ mode: 'amount', value: '300', reason: ' Market rate ' })).toEqual({
      body: { raise_amount: 300, reason: 'Market rate' },
      errors: null,
    });
    expect(draftToPatch({ mode: 'percent', value: '2,5', reason: 'Promotion' })).toEqual({
      body: { raise_percent: 2.5, reason: 'Promotion' },
      errors: null,
    });
  });

  it('refuses a negative raise (NEGATIVE_RAISE), a missing reason and a bad number', () => {
    expect(draftToPatch({ mode: 'amount', value: '-1', reason: 'x' }).errors).toEqual({
      value: 'NEGATIVE_RAISE',
    });
    expect(draftToPatch({ mode: 'amount', value: '10', reason: '  ' }).errors).toEqual({
      reason: 'reason_required',
    });
    expect(draftToPatch({ mode: 'amount', value: '1,234', reason: 'x' }).errors).toEqual({
      value: 'more_than_two_decimals',
    });
    expect(draftToPatch({ mode: 'percent', value: '', reason: 'x' }).errors).toEqual({
      value: 'invalid_number',
    });
  });
});
