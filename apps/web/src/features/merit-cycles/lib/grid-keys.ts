export type GridPosition = { row: number; column: number };

export type GridKey = {
  key: string;
  ctrl: boolean;
  /** The caret is at the start (nothing selected) or at the end of the cell's text. */
  caretAtStart: boolean;
  caretAtEnd: boolean;
};

/**
 * Where a key press moves the focus in a grid of text inputs, or null when the key belongs to
 * the input (typing, moving the caret inside the text). Spreadsheet-like: up and down always,
 * Enter down, left and right only from the text's edge; Ctrl+Home and Ctrl+End to the corners.
 * Moves stop at the grid's edges.
 */
export const nextCell = (
  press: GridKey,
  { row, column }: GridPosition,
  { rows, columns }: { rows: number; columns: number },
): GridPosition | null => {
  const at = (r: number, c: number) =>
    r === row && c === column ? null : { row: Math.max(0, Math.min(rows - 1, r)), column: c };
  switch (press.key) {
    case 'ArrowUp':
      return row > 0 ? at(row - 1, column) : null;
    case 'ArrowDown':
    case 'Enter':
      return row < rows - 1 ? at(row + 1, column) : null;
    case 'ArrowLeft':
      return press.caretAtStart && column > 0 ? at(row, column - 1) : null;
    case 'ArrowRight':
      return press.caretAtEnd && column < columns - 1 ? at(row, column + 1) : null;
    case 'Home':
      return press.ctrl ? at(0, 0) : null;
    case 'End':
      return press.ctrl ? at(rows - 1, columns - 1) : null;
    default:
      return null;
  }
};
