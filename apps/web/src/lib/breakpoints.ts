/** The spec's breakpoints (px), widest first; CSS media queries repeat the same values. */
export const BREAKPOINTS = [
  2800, 2560, 1920, 1680, 1550, 1440, 1240, 1024, 960, 820, 769, 539, 426, 394, 374, 321,
] as const;

/** At or below this width the desktop sidebar gives way to the mobile top bar. */
export const MOBILE_MAX_WIDTH = 820;

export const RESIZE_DEBOUNCE_MS = 250;
