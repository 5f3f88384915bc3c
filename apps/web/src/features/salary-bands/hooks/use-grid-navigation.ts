import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

type Cell = HTMLInputElement | HTMLSelectElement;
export type GridPosition = { row: number; col: number };

export type GridNavigation = {
  /** The cell being edited (arrow keys move the caret there), or null: arrows move between cells. */
  editing: GridPosition | null;
  /** A callback ref that files the cell's control under its position. */
  cellRef: (row: number, col: number) => (element: Cell | null) => void;
  onKeyDown: (row: number, col: number) => (event: KeyboardEvent<Cell>) => void;
  onFocus: (row: number, col: number) => () => void;
  onBlur: (row: number, col: number) => () => void;
  /** A click puts the caret in the cell: it edits, so the arrow keys move the caret. */
  onClick: (row: number, col: number) => () => void;
  /** Moves the focus to a cell (e.g. the first cell of a band just added). */
  focusCell: (position: GridPosition) => void;
};

const key = (row: number, col: number) => `${row}:${col}`;

/** Whether a key types something into the cell (it starts editing, as in a spreadsheet). */
const types = (event: KeyboardEvent) =>
  (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) ||
  event.key === 'Backspace' ||
  event.key === 'Delete';

const selectText = (element: Cell) => {
  if (element instanceof HTMLInputElement) element.select();
};

/**
 * A table of form controls driven like a spreadsheet. Moving: arrow keys, Home/End (the row's
 * ends), Ctrl+Home/End (the table's), Tab as everywhere. A focused cell's text is selected, so
 * typing replaces it; Enter or F2 edits it (arrow keys then move the caret, or change a select's
 * choice), Enter again keeps the change and goes down a row, Escape puts the old value back.
 * `revert` gives that value back to the form.
 */
export const useGridNavigation = ({
  rows,
  cols,
  revert,
}: {
  rows: number;
  cols: number;
  revert: (position: GridPosition, value: string) => void;
}): GridNavigation => {
  const cells = useRef(new Map<string, Cell>());
  const before = useRef<string>('');
  const [editing, setEditing] = useState<GridPosition | null>(null);

  const focusCell = useCallback(({ row, col }: GridPosition) => {
    const element = cells.current.get(key(row, col));
    if (!element) return;
    element.focus();
    selectText(element);
  }, []);

  const cellRef = useCallback(
    (row: number, col: number) => (element: Cell | null) => {
      if (element) cells.current.set(key(row, col), element);
      else cells.current.delete(key(row, col));
    },
    [],
  );

  const startEditing = (row: number, col: number, element: Cell, caretAtEnd: boolean) => {
    setEditing({ row, col });
    if (caretAtEnd && element instanceof HTMLInputElement) {
      const end = element.value.length;
      element.setSelectionRange(end, end);
    }
  };

  const move = (event: KeyboardEvent, to: GridPosition) => {
    event.preventDefault();
    focusCell({
      row: Math.min(Math.max(to.row, 0), rows - 1),
      col: Math.min(Math.max(to.col, 0), cols - 1),
    });
  };

  const onKeyDown = (row: number, col: number) => (event: KeyboardEvent<Cell>) => {
    const element = event.currentTarget;
    const isEditing = editing?.row === row && editing.col === col;
    if (isEditing) {
      if (event.key === 'Enter') {
        event.preventDefault();
        setEditing(null);
        if (row < rows - 1) focusCell({ row: row + 1, col });
        else selectText(element);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        element.value = before.current;
        revert({ row, col }, before.current);
        setEditing(null);
        selectText(element);
      }
      return;
    }
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case 'ArrowUp':
        return move(event, { row: row - 1, col });
      case 'ArrowDown':
        return move(event, { row: row + 1, col });
      case 'ArrowLeft':
        return move(event, { row, col: col - 1 });
      case 'ArrowRight':
        return move(event, { row, col: col + 1 });
      case 'Home':
        return move(event, { row: ctrl ? 0 : row, col: 0 });
      case 'End':
        return move(event, { row: ctrl ? rows - 1 : row, col: cols - 1 });
      case 'Enter':
      case 'F2':
        event.preventDefault();
        return startEditing(row, col, element, true);
      default:
        if (types(event)) startEditing(row, col, element, false);
    }
  };

  const onFocus = (row: number, col: number) => () => {
    const element = cells.current.get(key(row, col));
    before.current = element?.value ?? '';
    if (editing && (editing.row !== row || editing.col !== col)) setEditing(null);
    // However the cell was reached, typing replaces what it holds (a click then places the
    // caret, and edits).
    if (element) selectText(element);
  };

  const onBlur = (row: number, col: number) => () => {
    if (editing?.row === row && editing.col === col) setEditing(null);
  };

  const onClick = (row: number, col: number) => () => {
    if (editing?.row !== row || editing.col !== col) setEditing({ row, col });
  };

  return { editing, cellRef, onKeyDown, onFocus, onBlur, onClick, focusCell };
};
