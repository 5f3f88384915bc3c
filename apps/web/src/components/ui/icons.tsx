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
export const IconChevronRight = icon(<path d="M9 5l7 7-7 7" />);
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
export const IconGlobe = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </>,
);

/** Brand marks keep their own colours. */
export const IconGoogle = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z"
    />
  </svg>
);

export const IconMicrosoft = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
    <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
    <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
    <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
  </svg>
);
