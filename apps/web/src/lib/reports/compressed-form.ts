/**
 * The file types a gzip transfer shrinks: CSV is text (a 1 000 000-row file of 55 MB travels as
 * about 14 MB) and an .xls is mostly uncompressed records; an .xlsx is a ZIP already.
 */
const COMPRESSIBLE = /\.(csv|xls)$/i;

type EncodedForm = { body: Blob; headers: Record<string, string> };

/**
 * The upload's form as gzip-compressed bytes (`Content-Encoding: gzip`; the server inflates it
 * within the plan's limit), through the browser's CompressionStream. Null where there is no
 * CompressionStream or nothing to gain: the form is then sent as it is.
 */
export const compressedForm = async (form: FormData, fileName: string) => {
  if (typeof CompressionStream === 'undefined' || !COMPRESSIBLE.test(fileName)) return null;
  // The multipart bytes the browser would send, with their boundary in the content type.
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType || !encoded.body) return null;
  const body = await new Response(encoded.body.pipeThrough(new CompressionStream('gzip'))).blob();
  return {
    body,
    headers: { 'Content-Type': contentType, 'Content-Encoding': 'gzip' },
  } satisfies EncodedForm;
};
