import { benchmarkRoles } from '@parytet/contract/benchmarking';
import { describe, expect, it } from 'vitest';
import { marketFigures } from './market.ts';
import { benchmarkChoices, comparabilityOf } from './roles-list.ts';
import { suggestRegion, suggestSeniority } from './suggest.ts';

describe('market figures for a role', () => {
  it('keep each row as the table holds it: a mean stays a mean, a bracket stays a bracket', () => {
    const dev = marketFigures('software_developer', ['junior']);
    const ids = dev.map((f) => f.source.row_id);
    // Junior rows of each contract, then the rows for every level; never another seniority's.
    expect(ids).toEqual(
      expect.arrayContaining(['IT-023', 'IT-007', 'IT-021', 'SEC-001', 'OCC-001']),
    );
    expect(ids).not.toContain('IT-008');
    const it007 = dev.find((f) => f.source.row_id === 'IT-007');
    expect(it007).toMatchObject({ seniority: 'junior', mean: 6509, p50: null, measure: 'base' });
    const it023 = dev.find((f) => f.source.row_id === 'IT-023');
    // "6-9 thousand PLN": the unit's thousands, nothing else computed.
    expect(it023).toMatchObject({ bracket_low: 6000, bracket_high: 9000, mean: null, p50: null });
    expect(it023?.source).toMatchObject({
      value: '6-9',
      scale: 1000,
      statistic_kind: 'bracket_medians',
    });
    const sec = dev.find((f) => f.source.row_id === 'SEC-001');
    expect(sec).toMatchObject({ seniority: null, p50: 11000, mean: null, measure: 'total' });
  });

  it('never offers a row flagged as a likely error, a percentage or an hourly rate', () => {
    for (const role of benchmarkRoles) {
      for (const f of marketFigures(role, ['entry', 'junior', 'mid', 'senior', 'staff'])) {
        expect(f.source.row_id).not.toBe('GRP-030');
        expect(f.source.unit).not.toMatch(/%|per hour/);
      }
    }
  });

  it('names a role without its own row by its major group, and says so', () => {
    const hr = marketFigures('hr_specialist', ['mid']);
    expect(hr).toHaveLength(1);
    expect(hr[0]?.source).toMatchObject({ row_id: 'GRP-004', major_group: true });
  });

  it('says a B2B or net figure is not gross employment pay', () => {
    const b2b = marketFigures('software_developer', ['senior']).find(
      (f) => f.source.row_id === 'IT-012',
    );
    expect(b2b && comparabilityOf(b2b.source)).toBe('b2b_net_vs_gross');
    const driver = marketFigures('driver', ['mid'])[0];
    expect(driver && comparabilityOf(driver.source)).toBe('net_vs_gross');
    const nurse = marketFigures('nurse', ['mid'])[0];
    expect(nurse && comparabilityOf(nurse.source)).toBe('like_for_like');
  });
});

describe('the choices', () => {
  it('name every role, seniority and region in both languages', () => {
    const choices = benchmarkChoices();
    expect(choices.roles).toHaveLength(benchmarkRoles.length);
    for (const r of choices.roles) expect(r.name.pl).not.toBe('');
    expect(choices.seniorities.map((s) => [s.id, s.years_from, s.years_to])).toEqual([
      ['entry', 0, 1],
      ['junior', 1, 3],
      ['mid', 3, 5],
      ['senior', 5, 10],
      ['staff', 10, null],
    ]);
    expect(choices.regions).toHaveLength(16);
  });
});

describe('seniority and region suggestions', () => {
  it('read a seniority word in the title, then in the level, then the level’s rank', () => {
    expect(suggestSeniority('Senior Software Engineer', '2', { index: 1, count: 5 })).toBe(
      'senior',
    );
    expect(suggestSeniority('Młodszy programista', 'L3', null)).toBe('junior');
    expect(suggestSeniority('Discipline A', 'AsstProf', null)).toBe('junior');
    expect(suggestSeniority('Discipline A', 'Prof', null)).toBe('senior');
    expect(suggestSeniority('Driver', '1', { index: 0, count: 5 })).toBe('entry');
    expect(suggestSeniority('Driver', '5', { index: 4, count: 5 })).toBe('staff');
    expect(suggestSeniority('Driver', '3', { index: 2, count: 5 })).toBe('mid');
    expect(suggestSeniority('Driver', 'all', { index: 0, count: 1 })).toBeNull();
  });

  it('finds a voivodeship in a town or region name, in any case', () => {
    expect(suggestRegion('Kraków')).toBe('malopolskie');
    expect(suggestRegion('biuro we Wrocławiu')).toBe('dolnoslaskie');
    expect(suggestRegion('Biała Podlaska')).toBe('lubelskie');
    expect(suggestRegion('Białystok')).toBe('podlaskie');
    expect(suggestRegion('Mazowieckie')).toBe('mazowieckie');
    expect(suggestRegion('Remote')).toBeNull();
    expect(suggestRegion('Department of Police')).toBeNull();
  });
});

describe('one edit at most', () => {
  it('allows a substitution, an insertion, a deletion or a swap of neighbours, as the chat does', async () => {
    const { phraseMatcher } = await import('./word-match.ts');
    const matcher = phraseMatcher([['warehouse']]);
    const hit = (typed: string) => matcher.has(matcher.read([typed]), ['warehouse']);
    expect(['warehouse', 'warehousr', 'warhouse', 'warehouses', 'wraehouse'].map(hit)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['wrahouse', 'warehousing', 'wareh'].map(hit)).toEqual([false, false, false]);
  });
});
