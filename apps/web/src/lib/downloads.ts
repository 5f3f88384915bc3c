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

/** A download's bytes and the server's name for them (`fallback` when it gives none). */
export const fileOf = async (response: Response, fallback: string) => ({
  fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  blob: await response.blob(),
});

/** Hands a blob to the browser as a download under the given name. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
