export type FileFormat = 'csv' | 'xlsx' | 'xls';

function startsWith(data: Uint8Array, magic: readonly number[]): boolean {
  return data.length >= magic.length && magic.every((byte, i) => data[i] === byte);
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The content decides, the name only breaks ties: a legacy .xls saved as .xlsx, or an HR system's
 * tab-separated export named .xls, are both common and both readable. Anything that is not a
 * zip or OLE container is tried as text; the CSV reader refuses binary content.
 */
export function detectFormat(data: Uint8Array, _fileName: string): FileFormat {
  if (startsWith(data, ZIP_MAGIC) || startsWith(data, EMPTY_ZIP_MAGIC)) return 'xlsx';
  if (startsWith(data, OLE_MAGIC)) return 'xls';
  return 'csv';
}
