import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Icons are decorative: the control around them carries the name. */
const icon = (paths: ReactNode, viewBox = '0 0 24 24') => {
  const Icon = ({ size = 20, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="square"
      strokeLinejoin="miter"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  );
  return Icon;
};

export const IconPayGap = icon(
  <>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </>,
);
export const IconRanges = icon(
  <>
    <path d="M4 6h10M4 12h16M4 18h7" />
    <path d="M14 4v4M20 10v4M11 16v4" />
  </>,
);
/** Floating bars with a midpoint each: the organisation's salary bands. */
export const IconBands = icon(
  <>
    <path d="M4 13h4v7H4zM10 8h4v9h-4zM16 3h4v10h-4z" />
    <path d="M3 16.5h6M9 12.5h6M15 8h6" />
  </>,
);
/** A balance: pay transparency (EU reporting). */
export const IconTransparency = icon(
  <>
    <path d="M12 4v16M7 20h10M5 7h14" />
    <path d="M5 7l-3 6h6zM19 7l-3 6h6z" />
  </>,
);
/** A rising line and its arrow: a round of raises (merit cycles). */
export const IconMerit = icon(
  <>
    <path d="M3 20h18M5 16l5-5 3 3 6-6" />
    <path d="M15 8h4v4" />
  </>,
);
export const IconEmployees = icon(
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <path d="M16 4.5a3.2 3.2 0 0 1 0 6.4M18 14.3c1.8.9 3 2.9 3 5.7" />
  </>,
);
export const IconBenchmark = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="0.8" fill="currentColor" />
  </>,
);
export const IconChat = icon(
  <>
    <path d="M4 5h16v11H9l-5 4z" />
  </>,
);
export const IconUpgrade = icon(
  <>
    <path d="M12 20V5M6 11l6-6 6 6" />
  </>,
);
export const IconLogout = icon(
  <>
    <path d="M14 4H5v16h9M10 12h11M17 8l4 4-4 4" />
  </>,
);
export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);
export const IconMenu = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const IconClose = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const IconChevronLeft = icon(<path d="M15 5l-7 7 7 7" />);
export const IconCheck = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconReport = icon(
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M9 13h7M9 17h5M9 9h3" />
  </>,
);
export const IconMail = icon(
  <>
    <path d="M3 5h18v14H3z" />
    <path d="M3 6l9 7 9-7" />
  </>,
);
export const IconLock = icon(
  <>
    <rect x="5" y="11" width="14" height="9" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
