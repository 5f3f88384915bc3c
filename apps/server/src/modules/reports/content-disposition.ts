/**
 * An attachment header per RFC 6266: `filename` is a plain-ASCII fallback for old clients (accents
 * dropped, ł as l, anything else replaced), `filename*` the exact name in RFC 8187 UTF-8 encoding.
 */
export const contentDisposition = (fileName: string) => {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
