import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '#auth.ts';
import { locationMappingSchema, positionMappingSchema } from '#benchmarking.ts';
import { emailSchema, labelSchema, passwordSchema, validationKeys } from '#validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('password rules', () => {
  it.each([
    ['', 'password_required'],
    ['Ab1!', 'password_min_length'],
    ['abcdefg1!', 'password_uppercase'],
    ['ABCDEFG1!', 'password_lowercase'],
    ['Abcdefgh!', 'password_number'],
    ['Abcdefgh1', 'password_special'],
  ])('%j fails with %s', (password, key) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe(key);
  });

  it('accepts a password meeting every rule, Polish letters included', () => {
    expect(passwordSchema.safeParse('Zażółć1!').success).toBe(true);
    expect(passwordSchema.safeParse('Abcdefg1!').success).toBe(true);
  });

  it('rejects a missing password as required', () => {
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe('password_required');
  });
});

describe('e-mail', () => {
  it('requires and validates, normalising case and spaces', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe('email_required');
    expect(firstMessage(emailSchema.safeParse('nope'))).toBe('email_invalid');
    expect(emailSchema.parse('  Anna.Kowalska@Firma.PL ')).toBe('anna.kowalska@firma.pl');
  });
});

describe('label', () => {
  it.each([
    ['', 'provide_label'],
    ['Raport 2025/26', 'invalid_label_format'],
    ['a'.repeat(121), 'label_too_long'],
  ])('%j fails with %s', (label, key) => {
    expect(firstMessage(labelSchema.safeParse(label))).toBe(key);
  });

  it('allows letters of any script, digits, spaces and hyphens up to 120 characters', () => {
    expect(labelSchema.parse('Wynagrodzenia Łódź 2025-Q4')).toBe('Wynagrodzenia Łódź 2025-Q4');
    // The Polish en dash is a hyphen; "/" and "." stay refused (spec).
    expect(labelSchema.parse('Płace 2025–2026')).toBe('Płace 2025-2026');
    expect(labelSchema.safeParse('Płace 2025.26').success).toBe(false);
    expect(labelSchema.safeParse('a'.repeat(120)).success).toBe(true);
  });
});

describe('registration profile fields', () => {
  const valid = {
    email: 'a@b.pl',
    password: 'Abcdefg1!',
    company: 'Firma',
    full_name: 'Anna Nowak',
    job_title: 'HR',
    number_of_employees: '1',
    lang: 'en',
  };

  it('accepts a valid body and defaults an unknown language to Polish', () => {
    expect(registerBodySchema.parse({ ...valid, lang: 'de' }).lang).toBe('pl');
  });

  it.each(['company', 'job_title'])('%s must be 2 to 120 characters', (field) => {
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, [field]: 'A' }))).toBe(
      'field_length',
    );
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, [field]: 'A'.repeat(121) }))).toBe(
      'field_length',
    );
  });

  it('number of employees is free text of 1 to 120 characters', () => {
    expect(registerBodySchema.safeParse({ ...valid, number_of_employees: '50-100' }).success).toBe(
      true,
    );
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, number_of_employees: '' }))).toBe(
      'employee_number_length',
    );
  });
});

describe('every key a schema emits is a validation key (the web translates each)', () => {
  it('reads the mapping rules of benchmarking as keys', () => {
    const issues = (body: unknown) =>
      positionMappingSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ level: 'L1', position: 'Dev', role: 'astronaut', seniority: null })).toEqual([
      'unknown_role',
    ]);
    expect(
      issues({ level: 'L1', position: 'Dev', role: 'software_developer', seniority: null }),
    ).toEqual(['seniority_required']);
    expect(issues({ level: '', position: 'D'.repeat(201), role: null, seniority: 'guru' })).toEqual(
      ['required', 'too_long', 'unknown_seniority'],
    );
    expect(
      locationMappingSchema.safeParse({ location: 'Kraków', region: 'bavaria' }).error?.issues[0]
        ?.message,
    ).toBe('unknown_region');
  });

  it('finds no key in the contract source that validationKeys lacks', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    // `{ error: 'key' }`, `{ message: 'key' }`, and `.refine(check, 'key')` / `.min(n, 'key')`.
    const pattern =
      /(?:(?:error|message): '([a-z][a-z0-9_]*)')|(?:\.(?:refine|min|max|regex)\([^\n]*, '([a-z][a-z0-9_]*)'\))/g;
    const emitted = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) {
        emitted.add((match[1] ?? match[2]) as string);
      }
    }
    expect(emitted.size).toBeGreaterThan(20);
    const known = new Set<string>(validationKeys);
    expect([...emitted].filter((key) => !known.has(key))).toEqual([]);
  });
});
