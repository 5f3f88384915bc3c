// Benchmarking (decisions §10): the organisation's pay per mapped role beside the market table
// and the pooled benchmark. The pool's rules are here once; the snapshot job and the screens
// read these functions.
export {
  benchmarkPeople,
  type BenchmarkMapping,
  type BenchmarkPerson,
} from './benchmark-people.ts';
export { ownFigures, type CellKey, type OwnFigures } from './own-figures.ts';
export { poolCells, type Contribution, type PoolCell } from './pool-cells.ts';
export { addMonths, oldEnoughToPool } from './report-age.ts';
export { standingOf, type BenchmarkPoint } from './standing.ts';
export {
  draftBandsFromBenchmark,
  type BandBenchmark,
  type BenchmarkGroup,
  type DraftedBand,
  type DraftFigureSource,
} from './benchmark-bands.ts';
