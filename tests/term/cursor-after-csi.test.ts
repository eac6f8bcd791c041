// The cursor moves the art reader and the template layout share (ECMA-48 §8.3: CUP, HVP, CUU, CUD,
// CUF, CUB, CHA), with missing or zero parameters counting as 1.
import { describe, expect, it } from 'vitest';
import { cursorAfterCsi } from '../../src/term/escapes.js';

describe('cursorAfterCsi', () => {
  it('places the cursor absolutely with H and f, 1;1 by default', () => {
    expect(cursorAfterCsi('H', '5;10', 2, 3)).toEqual({ row: 5, col: 10 });
    expect(cursorAfterCsi('f', '', 2, 3)).toEqual({ row: 1, col: 1 });
    expect(cursorAfterCsi('H', '0;0', 2, 3)).toEqual({ row: 1, col: 1 });
  });

  it('moves it relatively with A to D, by 1 when no count is given', () => {
    expect(cursorAfterCsi('A', '2', 5, 5)).toEqual({ row: 3, col: 5 });
    expect(cursorAfterCsi('B', '', 5, 5)).toEqual({ row: 6, col: 5 });
    expect(cursorAfterCsi('C', '4', 5, 5)).toEqual({ row: 5, col: 9 });
    expect(cursorAfterCsi('D', '0', 5, 5)).toEqual({ row: 5, col: 4 });
  });

  it('sets the column with G, and leaves clamping to the caller', () => {
    expect(cursorAfterCsi('G', '12', 5, 5)).toEqual({ row: 5, col: 12 });
    expect(cursorAfterCsi('A', '9', 2, 1)).toEqual({ row: -7, col: 1 });
  });

  it('says nothing for other sequences', () => {
    expect(cursorAfterCsi('m', '1;31', 5, 5)).toBeUndefined();
    expect(cursorAfterCsi('J', '2', 5, 5)).toBeUndefined();
  });
});
