/**
 * The one chart palette of the product. Women are calm blue, men concrete grey: both at least
 * 3:1 against the white chart background and 3:1 against each other (WCAG 1.4.11), so the two
 * bars of a pair stay apart in greyscale too. Orange is kept for the pay-gap scale alone
 * (women paid less), so a bar's colour never says two things.
 */
export const CHART_COLOURS = {
  /** --color-blue-500 */
  women: '#4a90c2',
  /** --color-concrete-700 */
  men: '#3f3f3b',
  /** Axis lines and tick text (--color-concrete-600, 7.9:1 on white). */
  axis: '#52524c',
  /** Grid lines (--color-concrete-200): decoration only. */
  grid: '#dadad7',
  /** The zero line of a gap chart (--color-concrete-900). */
  zero: '#1b1c1b',
  /** Outline around scale-coloured bars, so pale ones near 0 still show (--color-concrete-500). */
  barOutline: '#66665f',
  /** A third series beside women's and men's (--color-orange-700, 5.5:1 on white). */
  accent: '#b8430a',
} as const;

/** Every chart axis alike: its line and tick text in the axis colour, ticks at 12 px. */
export const AXIS_STYLE = {
  stroke: CHART_COLOURS.axis,
  tick: { fill: CHART_COLOURS.axis, fontSize: 12 },
} as const;
