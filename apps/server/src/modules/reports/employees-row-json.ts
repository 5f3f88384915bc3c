import { EMPLOYEE_ROW_COLUMNS } from '#db/employee-columns.ts';
import { firstRecord, NULL, PREFIXES, writeField } from './employees-json.ts';
import { JsonWriter } from './json-writer.ts';

/**
 * A row's own columns as `report_employee_rows` holds them (migration 0200), read without the
 * view's join: the answer's fields 0–5 and 12–13. Its groups' fields come from EmployeeGroups.
 */
export const EMPLOYEE_ROW_READ_COLUMNS = EMPLOYEE_ROW_COLUMNS.slice(2);

/**
 * What a row of a position group shows of its groups, written once per group: the position's
 * and its level's means (the answer's fields 6–11), and their head counts (14–17).
 */
type GroupFields = { level: Buffer; position: Buffer; means: Buffer; counts: Buffer };

/**
 * A report's groups, looked up by the UTF-8 bytes of a row's level and position: FNV-1a over
 * them, then compared byte by byte, so a row costs no string and no allocation.
 */
export type EmployeeGroups = {
  byHash: Map<number, GroupFields[]>;
  /** A level's fields alone, for a row whose position group is missing. */
  levels: Map<string, { means: Buffer; counts: Buffer }>;
};

/** Where the COPY field starting at `at` (its length) ends. */
const fieldAfter = (copy: Buffer, at: number) => at + 4 + Math.max(copy.readInt32BE(at), 0);

const textOf = (copy: Buffer, at: number) => copy.subarray(at + 4, fieldAfter(copy, at));

const FNV_OFFSET = 0x811c9dc5;
const fnv = (hash: number, bytes: Uint8Array, start: number, end: number) => {
  let h = hash;
  for (let i = start; i < end; i++) h = Math.imul(h ^ (bytes[i] ?? 0), 0x01000193);
  return h;
};
/** The lookup hash of a level and a position, as fields of a COPY record at `level`, `position`. */
const hashAt = (copy: Buffer, level: number, position: number) => {
  const afterLevel = fnv(FNV_OFFSET, copy, level + 4, fieldAfter(copy, level));
  return fnv(
    Math.imul(afterLevel ^ 0xff, 0x01000193),
    copy,
    position + 4,
    fieldAfter(copy, position),
  );
};

const sameBytes = (copy: Buffer, at: number, bytes: Buffer) => {
  const length = copy.readInt32BE(at);
  if (length !== bytes.length) return false;
  for (let i = 0; i < length; i++) if (copy[at + 4 + i] !== bytes[i]) return false;
  return true;
};

/** Fields of a group's record as answer fields `keys`, written into `out` and taken whole. */
const fieldsOf = (out: JsonWriter, copy: Buffer, at: number, keys: readonly number[]) => {
  for (const key of keys) at = writeField(out, copy, at, key);
  return { bytes: Buffer.concat(out.take()), at };
};

const POSITION_MEANS = [6, 7, 8];
const LEVEL_MEANS = [9, 10, 11];
const POSITION_COUNTS = [14, 15];
const LEVEL_COUNTS = [16, 17];

/** What the view gives a row without its group: every field of the group null. */
const nulls = (keys: readonly number[]) =>
  Buffer.concat(keys.flatMap((key) => [PREFIXES[key] ?? NULL, NULL]));
const NO_LEVEL = { means: nulls(LEVEL_MEANS), counts: nulls(LEVEL_COUNTS) };

/**
 * The groups of a report from two binary COPY outputs: `levels` of (level, mean, women's mean,
 * men's mean, women, men), `positions` of (level, position, the same). Written through the same
 * field writer as a row, so the answer is the bytes the view's columns would give.
 */
export const employeeGroupsOf = (levelsCopy: Buffer, positionsCopy: Buffer): EmployeeGroups => {
  // One writer for every group: a writer each would start a 64 KB buffer per group.
  const out = new JsonWriter();
  const levels = new Map<string, { means: Buffer; counts: Buffer }>();
  for (let at = firstRecord(levelsCopy); levelsCopy.readInt16BE(at) !== -1;) {
    const level = at + 2;
    const means = fieldsOf(out, levelsCopy, fieldAfter(levelsCopy, level), LEVEL_MEANS);
    const counts = fieldsOf(out, levelsCopy, means.at, LEVEL_COUNTS);
    levels.set(textOf(levelsCopy, level).toString('latin1'), {
      means: means.bytes,
      counts: counts.bytes,
    });
    at = counts.at;
  }
  const byHash = new Map<number, GroupFields[]>();
  const copy = positionsCopy;
  for (let at = firstRecord(copy); copy.readInt16BE(at) !== -1;) {
    const level = at + 2;
    const position = fieldAfter(copy, level);
    const means = fieldsOf(out, copy, fieldAfter(copy, position), POSITION_MEANS);
    const counts = fieldsOf(out, copy, means.at, POSITION_COUNTS);
    const ofLevel = levels.get(textOf(copy, level).toString('latin1')) ?? NO_LEVEL;
    const hash = hashAt(copy, level, position);
    const bucket = byHash.get(hash) ?? [];
    bucket.push({
      level: Buffer.from(textOf(copy, level)),
      position: Buffer.from(textOf(copy, position)),
      means: Buffer.concat([means.bytes, ofLevel.means]),
      counts: Buffer.concat([counts.bytes, ofLevel.counts]),
    });
    byHash.set(hash, bucket);
    at = counts.at;
  }
  return { byHash, levels };
};

const NO_POSITION_MEANS = nulls(POSITION_MEANS);
const NO_POSITION_COUNTS = nulls(POSITION_COUNTS);

/** A row's groups' fields: its position group's, else nulls beside its level's (if any). */
const groupsOfRow = (copy: Buffer, level: number, position: number, groups: EmployeeGroups) => {
  const bucket = groups.byHash.get(hashAt(copy, level, position));
  if (bucket) {
    for (const group of bucket) {
      if (sameBytes(copy, level, group.level) && sameBytes(copy, position, group.position)) {
        return group;
      }
    }
  }
  const ofLevel = groups.levels.get(textOf(copy, level).toString('latin1')) ?? NO_LEVEL;
  return {
    means: Buffer.concat([NO_POSITION_MEANS, ofLevel.means]),
    counts: Buffer.concat([NO_POSITION_COUNTS, ofLevel.counts]),
  };
};

/**
 * A record of EMPLOYEE_ROW_READ_COLUMNS as the answer's object, its groups' fields spliced in
 * where the view's columns stand; returns where the next record starts.
 */
export const writeRowRecord = (
  out: JsonWriter,
  copy: Buffer,
  at: number,
  groups: EmployeeGroups,
) => {
  const level = fieldAfter(copy, fieldAfter(copy, at));
  const { means, counts } = groupsOfRow(copy, level, fieldAfter(copy, level), groups);
  for (let key = 0; key < 6; key++) at = writeField(out, copy, at, key);
  out.bytes(means);
  at = writeField(out, copy, at, 12);
  at = writeField(out, copy, at, 13);
  out.bytes(counts);
  out.byte(0x7d);
  return at;
};
