/**
 * A spreadsheet runs a cell that begins with = + - @ (and, in some, tab or carriage return) as a
 * formula once it is edited or saved as CSV: such text, which can only come from an uploaded
 * file (labels, levels, positions, categories), is prefixed with an apostrophe so it stays text.
 */
export const safeCellText = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
