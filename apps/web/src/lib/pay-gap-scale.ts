/**
 * Diverging colour scale for pay-gap percentages (product spec §5 and §9: clamped to −30…30).
 *
 * Direction: a gap is (men − women) / men × 100, so
 * - a POSITIVE gap means WOMEN ARE PAID LESS and is coloured electric ORANGE;
 * - a NEGATIVE gap means men are paid less and is coloured calm BLUE;
 * - 0 is the neutral concrete grey, and colour deepens linearly up to ±30, where it saturates.
 * A missing gap (null: too few women or men) is transparent with inherited text.
 *
 * The spec's extended salary-range screen inverts the sign for colouring because the product it
 * describes computed position gaps the other way round. Here every gap has the same sign, so no
 * screen inverts (docs/decisions.md); `{ inverted: true }` stays for a view that shows
 * women − men differences.
 *
 * Every colour comes with a text colour (black or white, whichever contrasts more) that meets
 * WCAG AA for normal text (≥ 4.5:1) against it; the tests check the whole range.
 */

export const PAY_GAP_LIMIT = 30;

type Rgb = readonly [number, number, number];

// The brand tokens of styles/tokens.css (blue-700, concrete-100, orange-500), as numbers rather
// than CSS variables because the text colour is computed from the background.
const CALM_BLUE: Rgb = [0x24, 0x5b, 0x83];
const CONCRETE_GREY: Rgb = [0xec, 0xec, 0xea];
const ELECTRIC_ORANGE: Rgb = [0xff, 0x6b, 0x1a];

const BLACK = '#000000';
const WHITE = '#ffffff';

export type PayGapColour = {
  background: string;
  /** Text colour for content drawn on `background`. */
  color: string;
};

export const NO_GAP_COLOUR: PayGapColour = { background: 'transparent', color: 'inherit' };

function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** The value limited to [−30, 30]. */
export function clampGap(value: number): number {
  return Math.min(PAY_GAP_LIMIT, Math.max(-PAY_GAP_LIMIT, value));
}

/** The gap with its sign flipped, for screens that colour the opposite way; null stays null. */
export function invertedForColour(value: number | null | undefined): number | null {
  if (!isPresent(value)) return null;
  // `0 - value` rather than `-value`, so 0 does not become -0.
  return 0 - value;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t,
  ];
}

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** WCAG 2 relative luminance of an sRGB "#rrggbb" colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export type PayGapColourOptions = {
  /** Colour the gap as if its sign were flipped (the extended salary-range screen). */
  inverted?: boolean;
};

/** Background and text colour for a pay-gap percentage; see the file comment for direction. */
export function payGapColour(
  value: number | null | undefined,
  options: PayGapColourOptions = {},
): PayGapColour {
  const gap = options.inverted === true ? invertedForColour(value) : value;
  if (!isPresent(gap)) return NO_GAP_COLOUR;
  const clamped = clampGap(gap);
  const end = clamped >= 0 ? ELECTRIC_ORANGE : CALM_BLUE;
  const background = toHex(mix(CONCRETE_GREY, end, Math.abs(clamped) / PAY_GAP_LIMIT));
  const color =
    contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
  return { background, color };
}
