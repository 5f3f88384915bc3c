import { describe, expect, it } from 'vitest';
import type { MappingResponse } from '@parytet/contract/benchmarking';
import { bodyParts, chooseRegion, chooseRole, emptyDraft, mappingBody } from './mapping-draft.ts';

const mapping: MappingResponse = {
  report_id: 'r1',
  positions: [
    {
      level: 'A',
      position: 'Dev',
      role: 'software_developer',
      seniority: 'mid',
      status: 'suggested',
      people: 3,
    },
    {
      level: 'B',
      position: 'Dev',
      role: 'software_developer',
      seniority: 'senior',
      status: 'confirmed',
      people: 2,
    },
  ],
  // A location named like an Object property is an entry like any other.
  locations: [{ location: 'constructor', region: null, status: 'unmapped', people: 1 }],
};

describe('the mapping draft', () => {
  it('tells a position apart by its level, and a location by its own name', () => {
    const first = mapping.positions[0];
    const location = mapping.locations[0];
    if (!first || !location) throw new Error('fixture');
    expect(mappingBody(mapping, emptyDraft, 'edited')).toEqual({ positions: [], locations: [] });
    const draft = chooseRegion(chooseRole(emptyDraft, first, null), location, 'mazowieckie');
    expect(mappingBody(mapping, draft, 'edited')).toEqual({
      positions: [{ level: 'A', position: 'Dev', role: null, seniority: null }],
      locations: [{ location: 'constructor', region: 'mazowieckie' }],
    });
  });

  it('sends a large body in parts that add up to it', () => {
    const positions = Array.from({ length: 2500 }, (_, i) => ({
      level: 'L',
      position: `P${i}`,
      role: null,
      seniority: null,
    }));
    const parts = bodyParts({ positions, locations: [] });
    expect(parts.map((p) => p.positions.length)).toEqual([1000, 1000, 500]);
    expect(parts.flatMap((p) => p.positions)).toEqual(positions);
    expect(bodyParts({ positions: [], locations: [] })).toEqual([{ positions: [], locations: [] }]);
  });
});
