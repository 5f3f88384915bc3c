import { describe, expect, it } from 'vitest';
import { buildLink } from './build-link.ts';
import { paths } from './paths.ts';

describe('buildLink', () => {
  it('fills path parameters', () => {
    expect(buildLink(paths.main.payGapBase, { id: 'abc' })).toBe('/main/pay-gap/abc/base');
    expect(buildLink(paths.auth.details, { mode: 'manual' })).toBe('/auth/manual/details');
  });

  it('URL-encodes parameter values', () => {
    expect(buildLink('/chat/:id', { id: 'a b/c' })).toBe('/chat/a%20b%2Fc');
  });

  it('accepts numbers', () => {
    expect(buildLink('/items/:id', { id: 42 })).toBe('/items/42');
  });

  it('leaves out an optional parameter that is not given', () => {
    expect(buildLink(paths.auth.verify)).toBe('/auth/verify');
    expect(buildLink(paths.auth.verify, { code: 'xyz' })).toBe('/auth/verify/xyz');
    expect(buildLink(paths.auth.resetPassword, { code: null })).toBe('/auth/reset-password');
  });

  it('drops a wildcard segment', () => {
    expect(buildLink('/main/*')).toBe('/main');
    expect(buildLink('/*')).toBe('/');
  });

  it('appends query parameters that have a value', () => {
    expect(buildLink('/auth/login', undefined, { success: 'password_reset' })).toBe(
      '/auth/login?success=password_reset',
    );
    expect(
      buildLink(
        paths.main.employees,
        { id: 'r1' },
        { gender: 'female', level: undefined, min_gap: 5 },
      ),
    ).toBe('/main/employees/r1?gender=female&min_gap=5');
  });

  it('repeats a query parameter given as a list and encodes values', () => {
    expect(buildLink('/x', {}, { tag: ['a&b', 'c'], on: true })).toBe('/x?tag=a%26b&tag=c&on=true');
  });

  it('adds no question mark without query values', () => {
    expect(buildLink('/x', {}, { a: null, b: undefined })).toBe('/x');
  });

  it('refuses to build a link with a required parameter missing', () => {
    // @ts-expect-error: the type requires `id`
    expect(() => buildLink(paths.main.payGapBase, {})).toThrow(/missing parameter "id"/);
  });
});
