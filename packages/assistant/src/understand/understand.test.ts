import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

const read = (prompt: string, pending: Parameters<typeof understand>[2] = null) =>
  understand(prompt, null, pending, 'en');

describe('understand: slots', () => {
  it('reads seniority from words, abbreviations and years (spec guide)', () => {
    expect(read('sr dev').seniority).toBe('senior');
    expect(read('jr programista').seniority).toBe('junior');
    expect(read('młodszy księgowy').seniority).toBe('junior');
    expect(read('with 0 years').seniority).toBe('entry');
    expect(read('1 year of experience').seniority).toBe('junior');
    expect(read('3 lata').seniority).toBe('mid');
    expect(read('5 lat').seniority).toBe('senior');
    expect(read('10+ years').seniority).toBe('staff');
    expect(read('4', 'seniority').seniority).toBe('mid');
  });

  it('reads the contract type from abbreviations in both languages', () => {
    expect(read('na UoP').employmentType).toBe('employment');
    expect(read('umowa o pracę').employmentType).toBe('employment');
    expect(read('on B2B').employmentType).toBe('b2b');
    expect(read('UZ').employmentType).toBe('mandate');
    expect(read('umowa zlecenie').employmentType).toBe('mandate');
    expect(read('employment contract').employmentType).toBe('employment');
  });

  it('lets the last mention win inside one message', () => {
    expect(read('UoP, no wait, B2B').employmentType).toBe('b2b');
  });

  it('reads amounts with k, tys. and grouped thousands, never a digit inside a word', () => {
    expect(read('is 12k fair').salary).toBe(12000);
    expect(read('czy 12,5 tys. to dużo').salary).toBe(12500);
    expect(read('12 345 zł fair?').salary).toBe(12345);
    expect(read('9.5k').salary).toBe(9500);
    expect(read('B2B', 'seniority').seniority).toBeUndefined();
  });

  it('names the role in the chat language when it knows it', () => {
    expect(understand('ile dla programisty', null, null, 'pl').position).toBe('programista');
    expect(understand('pay for a developer', null, null, 'en').position).toBe('software developer');
    expect(read('How much should we pay an astronaut?').position).toBe('astronaut');
  });

  it('reads a city as the location', () => {
    expect(read('senior developer w Krakowie').location).toBe('Kraków');
    expect(read('remote developer').location).toBe('remote');
  });
});

describe('understand: intents', () => {
  it.each([
    ['How much should we pay a junior developer?', 'role_pay'],
    ['Ile płacić programiście?', 'role_pay'],
    ['Why is our pay gap so high?', 'gap_why'],
    ['Skąd się bierze nasza luka płacowa?', 'gap_why'],
    ['Is 9000 fair for her?', 'salary_fair'],
    ['Czy 9000 zł to uczciwa pensja?', 'salary_fair'],
    ['What does median mean?', 'term'],
    ['Co to jest luka skorygowana?', 'term'],
    ['What does B2B mean?', 'term'],
    ['What is the gender pay gap?', 'term'],
    ["What's the weather?", null],
  ] as const)('%s → %s', (prompt, intent) => {
    expect(read(prompt).intent).toBe(intent);
  });
});
