import { describe, expect, it } from 'vitest';
import { nextCell, type GridKey } from './grid-keys.ts';

const size = { rows: 3, columns: 4 };
const press = (key: string, extra: Partial<GridKey> = {}): GridKey => ({
  key,
  ctrl: false,
  caretAtStart: false,
  caretAtEnd: false,
  ...extra,
});

describe('moving in the merit matrix', () => {
  it('goes up and down always, Enter down, and stops at the edges', () => {
    expect(nextCell(press('ArrowDown'), { row: 0, column: 2 }, size)).toEqual({
      row: 1,
      column: 2,
    });
    expect(nextCell(press('Enter'), { row: 1, column: 2 }, size)).toEqual({ row: 2, column: 2 });
    expect(nextCell(press('ArrowUp'), { row: 1, column: 0 }, size)).toEqual({ row: 0, column: 0 });
    expect(nextCell(press('ArrowUp'), { row: 0, column: 0 }, size)).toBeNull();
    expect(nextCell(press('ArrowDown'), { row: 2, column: 0 }, size)).toBeNull();
  });

  it('goes left and right only from the edge of the text', () => {
    const at = { row: 1, column: 1 };
    expect(nextCell(press('ArrowLeft'), at, size)).toBeNull();
    expect(nextCell(press('ArrowLeft', { caretAtStart: true }), at, size)).toEqual({
      row: 1,
      column: 0,
    });
    expect(nextCell(press('ArrowRight'), at, size)).toBeNull();
    expect(nextCell(press('ArrowRight', { caretAtEnd: true }), at, size)).toEqual({
      row: 1,
      column: 2,
    });
    expect(
      nextCell(press('ArrowRight', { caretAtEnd: true }), { row: 1, column: 3 }, size),
    ).toBeNull();
  });

  it('jumps to the corners with Ctrl+Home and Ctrl+End, and leaves other keys to the input', () => {
    expect(nextCell(press('End', { ctrl: true }), { row: 0, column: 0 }, size)).toEqual({
      row: 2,
      column: 3,
    });
    expect(nextCell(press('Home', { ctrl: true }), { row: 2, column: 3 }, size)).toEqual({
      row: 0,
      column: 0,
    });
    expect(nextCell(press('Home'), { row: 2, column: 3 }, size)).toBeNull();
    expect(nextCell(press('5'), { row: 0, column: 0 }, size)).toBeNull();
  });
});
