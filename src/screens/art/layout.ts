// Reads ANSI art the way a terminal would draw it, to learn where everything lands: the characters
// of each cell (for the plain-ASCII version) and the row, column and colours of each placeholder.
import { cursorAfterCsi, splitEscapes } from '../../term/escapes.js';
import { applySgr, DEFAULT_SGR, type Sgr } from '../../term/sgr.js';

/** `@NAME@`, `@NAME_____@`: a name in capitals and digits, then underscores; the width is the whole token. */
export const PLACEHOLDER = /@[A-Z][A-Z0-9]*_*@/g;

export interface ArtField {
  name: string;
  /** 1-based screen position of the token's first cell. */
  row: number;
  col: number;
  width: number;
  /** Colours in effect where the token was drawn: values are drawn in them. */
  sgr: Sgr;
  /** The art cleared the screen before drawing this field, so its cells start out blank. */
  onBlank: boolean;
}

/** The art split around its placeholders: literal text, or a field to fill. */
export type ArtPart = string | ArtField;

export interface ArtLayout {
  parts: ArtPart[];
  fields: ArtField[];
  /** What each cell shows after the art is drawn, row by row (tokens included). */
  cells: string[][];
  /** The lowest row the art draws on. */
  height: number;
}

function placeholderName(token: string): string {
  return token.slice(1, -1).replace(/_+$/, '');
}

/** Lays out `art` (Unicode text with ANSI escapes, newlines as CR LF) on a screen `cols` wide. */
export function layoutArt(art: string, cols = 80): ArtLayout {
  const parts: ArtPart[] = [];
  const fields: ArtField[] = [];
  const cells: string[][] = [];
  let row = 1;
  let col = 1;
  // Like a VT terminal: after the last column the cursor waits there, and the next character wraps.
  let pendingWrap = false;
  let sgr: Sgr = DEFAULT_SGR;
  let height = 0;
  let cleared = false;

  const put = (ch: string): void => {
    if (pendingWrap) {
      row += 1;
      col = 1;
      pendingWrap = false;
    }
    const line = (cells[row - 1] ??= []);
    while (line.length < col - 1) line.push(' ');
    line[col - 1] = ch;
    height = Math.max(height, row);
    if (col >= cols) pendingWrap = true;
    else col += 1;
  };
  const moveTo = (r: number, c: number): void => {
    row = Math.max(1, r);
    col = Math.max(1, Math.min(c, cols));
    pendingWrap = false;
  };

  for (const token of splitEscapes(art).tokens) {
    switch (token.kind) {
      case 'text': {
        let last = 0;
        for (const match of token.text.matchAll(PLACEHOLDER)) {
          const before = token.text.slice(last, match.index);
          for (const ch of before) put(ch);
          parts.push(before);
          // Where the token's first character lands, wrap included.
          const startRow = pendingWrap ? row + 1 : row;
          const startCol = pendingWrap ? 1 : col;
          const field: ArtField = {
            name: placeholderName(match[0]),
            row: startRow,
            col: startCol,
            width: match[0].length,
            sgr,
            onBlank: cleared,
          };
          for (const ch of match[0]) put(ch);
          parts.push(field);
          fields.push(field);
          last = match.index + match[0].length;
        }
        const rest = token.text.slice(last);
        for (const ch of rest) put(ch);
        parts.push(rest);
        break;
      }
      case 'control':
        parts.push(token.char);
        if (token.char === '\r') moveTo(row, 1);
        else if (token.char === '\n') moveTo(row + 1, col);
        else if (token.char === '\b') moveTo(row, col - 1);
        break;
      case 'csi': {
        parts.push(token.raw);
        const moved = cursorAfterCsi(token.final, token.params, row, col);
        if (token.final === 'm') sgr = applySgr(sgr, token.params) ?? sgr;
        else if (moved) moveTo(moved.row, moved.col);
        else if (token.final === 'J' && (token.params === '2' || token.params === '3')) {
          cells.length = 0;
          height = 0;
          cleared = true;
        }
        break;
      }
      case 'escape':
        parts.push(token.raw);
        break;
    }
  }
  return { parts: mergeText(parts), fields, cells, height };
}

function mergeText(parts: ArtPart[]): ArtPart[] {
  const merged: ArtPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else if (part !== '') merged.push(part);
  }
  return merged;
}
