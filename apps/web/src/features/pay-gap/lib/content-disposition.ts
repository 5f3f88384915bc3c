/**
 * The file name a Content-Disposition header gives: the exact `filename*` (RFC 5987, UTF-8)
 * when present, else the plain `filename`, else null.
 */
export const fileNameFromDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
};
