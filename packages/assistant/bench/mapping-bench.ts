// Benchmarking's mapping suggestions and pooling: `node packages/assistant/bench/mapping-bench.ts`.
// Suggestions for every position within its level of Montgomery County's 10 291-row file (2 545
// pairs, read on the request's thread when the mapping is listed), beside the chat's own fuzzy
// matcher on the same phrases (the peer: what reading titles the chat's way would cost), and
// the pool's cells over 200 organisations of 500 people (the monthly job's computation).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchmarkRoles } from '@parytet/contract/benchmarking';
import { poolCells, type Contribution } from '@parytet/engine';
import { suggestRole, suggestSeniority } from '../src/index.ts';
import { ROLE_WORDS } from '../src/benchmark/role-words.ts';
import { findPhrase, tokenize } from '../src/understand/text.ts';
import { parseCsvRecords } from '../src/reference/parse-reference.ts';

const file = path.resolve(
  import.meta.dirname,
  '../../../../shared/datasets/montgomery2023_upload_format.csv',
);
const [, ...records] = parseCsvRecords(readFileSync(file, 'utf8'));
const pairs = new Map<string, string[]>();
for (const r of records) pairs.set(`${r[2]}\u0000${r[3]}`, r);
const levels = [...new Set(records.map((r) => r[2] as string))];

const started = performance.now();
for (const r of pairs.values()) {
  suggestRole(r[3] as string, { level: r[2], locations: [r[4] as string] });
  suggestSeniority(r[3] as string, r[2] as string, {
    index: levels.indexOf(r[2] as string),
    count: levels.length,
  });
}
const ours = performance.now() - started;

const phrases = benchmarkRoles.flatMap((role) => Object.values(ROLE_WORDS[role]).flat());
const sample = [...pairs.values()].slice(0, 250);
const peerStarted = performance.now();
for (const r of sample) {
  const tokens = tokenize(`${r[3]} ${r[2]} ${r[4]}`);
  for (const phrase of phrases) findPhrase(tokens, phrase);
}
const peer = ((performance.now() - peerStarted) * pairs.size) / sample.length;

const person = (i: number) => ({
  role: benchmarkRoles[i % benchmarkRoles.length] as (typeof benchmarkRoles)[number],
  seniority: (['entry', 'junior', 'mid', 'senior', 'staff'] as const)[i % 5] as 'mid',
  region: i % 3 === 0 ? ('mazowieckie' as const) : null,
  female: i % 2 === 0,
  base: 4000 + ((i * 7919) % 20000),
  total: 4500 + ((i * 7919) % 20000),
});
const contributions: Contribution[] = Array.from({ length: 200 }, (_, o) => ({
  people: Array.from({ length: 500 }, (_, i) => person(o * 500 + i)),
  recentPeople: [],
}));
const poolStarted = performance.now();
const cells = poolCells(contributions);
const pool = performance.now() - poolStarted;

const ms = (n: number) => `${Math.round(n)} ms`;
console.log(
  `suggestions, ${pairs.size} positions: ${ms(ours)} (target < 1 000 ms; peer, the chat's matcher: ${ms(peer)}, scaled from ${sample.length})`,
);
console.log(
  `pool cells, 200 organisations × 500 people (${cells.length} cells): ${ms(pool)} (target < 2 000 ms)`,
);
process.exit(ours < 1000 && pool < 2000 ? 0 : 1);
