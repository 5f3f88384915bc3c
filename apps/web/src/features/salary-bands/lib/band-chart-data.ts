type Gender = 'F' | 'M';

export type ChartBand = {
  level: string;
  job_family: string | null;
  min: number | null;
  mid: number | null;
  max: number | null;
};
export type ChartPerson = {
  id: string;
  gender: Gender;
  level: string;
  pay: number;
  band_level: string | null;
  band_job_family: string | null;
};

type PlottedBand = {
  x: number;
  label: string;
  min: number;
  mid: number;
  max: number;
  women: number;
  men: number;
  below: number;
  above: number;
};
export type PlottedPerson = { x: number; y: number; id: string; gender: Gender; band: string };

/** More dots than this would only blur into each other and slow the page: a sample is drawn. */
const MAX_DOTS = 1500;
/** Half the width of a band's bar on the x axis (a band sits at each whole number). */
export const BAR_HALF_WIDTH = 0.32;

const natural = new Intl.Collator(undefined, { numeric: true });
const keyOf = (level: string, family: string | null) => `${level}\u0000${family ?? ''}`;
const complete = (band: ChartBand): band is ChartBand & { min: number; mid: number; max: number } =>
  [band.min, band.mid, band.max].every((v) => typeof v === 'number' && Number.isFinite(v));

/** A steady spread of a person's dot across the bar (the same place on every drawing). */
const jitter = (id: string) => {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (((hash >>> 0) % 1000) / 1000 - 0.5) * 2 * (BAR_HALF_WIDTH - 0.04);
};

/** A round step for the pay axis (1, 2 or 5 times a power of ten), about `rough` wide. */
const niceStep = (rough: number) => {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const unit = rough / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
};

/**
 * The drawing's data: each complete band at a whole number of the x axis (levels in natural
 * order, a level's own band before its families'), the people as dots on their band, and per
 * band who sits below its minimum or above its maximum, read against the bands as drawn (the
 * editor's, before they are saved).
 */
export const bandChartData = (bands: readonly ChartBand[], people: readonly ChartPerson[]) => {
  const drawn = bands
    .filter(complete)
    .filter((band) => band.level.trim() !== '')
    .sort(
      (a, b) =>
        natural.compare(a.level, b.level) ||
        natural.compare(a.job_family ?? '', b.job_family ?? ''),
    );
  const index = new Map(drawn.map((band, x) => [keyOf(band.level, band.job_family), x]));
  const plotted: PlottedBand[] = drawn.map((band, x) => ({
    x,
    label: band.job_family ? `${band.level} · ${band.job_family}` : band.level,
    min: band.min,
    mid: band.mid,
    max: band.max,
    women: 0,
    men: 0,
    below: 0,
    above: 0,
  }));
  const dots: PlottedPerson[] = [];
  for (const person of people) {
    const x =
      index.get(keyOf(person.band_level ?? person.level, person.band_job_family)) ??
      index.get(keyOf(person.level, null));
    const band = x === undefined ? undefined : plotted[x];
    if (x === undefined || !band) continue;
    if (person.gender === 'F') band.women++;
    else band.men++;
    if (person.pay < band.min) band.below++;
    if (person.pay > band.max) band.above++;
    dots.push({
      x: x + jitter(person.id),
      y: person.pay,
      id: person.id,
      gender: person.gender,
      band: band.label,
    });
  }
  const every = Math.ceil(dots.length / MAX_DOTS);
  const shown = every > 1 ? dots.filter((_, i) => i % every === 0) : dots;
  const values = [...plotted.flatMap((b) => [b.min, b.max]), ...shown.map((d) => d.y)];
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const step = niceStep((high - low) / 5);
  return {
    bands: plotted,
    women: shown.filter((d) => d.gender === 'F'),
    men: shown.filter((d) => d.gender === 'M'),
    /** How many people are drawn of how many sit in a drawn band. */
    sample: { shown: shown.length, total: dots.length },
    domain: [Math.max(0, Math.floor(low / step) * step), Math.ceil(high / step) * step] as [
      number,
      number,
    ],
    step,
  };
};
