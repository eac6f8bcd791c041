// An art file as a template. Placeholders are positional fields: `@ALIAS_______@` is a field named
// ALIAS exactly as wide as the token, at the token's row and column (docs/art.md). A value is cut or
// padded to that width and drawn in the colours the token had, and it is cleaned first, so no value
// can carry an escape code or a control character onto the caller's screen.
import { asciiText, toAscii } from '../../term/ascii.js';
import { decodeCp437 } from '../../term/cp437.js';
import { cursorPosition } from '../../term/cursor-moves.js';
import { isPrintable } from '../../term/printable.js';
import { blankLooksUntouched, sgrTransition } from '../../term/sgr.js';
import { toPlainText } from '../../support/plain-text.js';
import { layoutArt, type ArtField, type ArtPart } from './layout.js';
import { artBody, readSauce, type Sauce } from './sauce.js';

export type { ArtField } from './layout.js';

export type FieldValue = string | number;
export type FieldValues = Readonly<Record<string, FieldValue | undefined>>;

export interface RenderOptions {
  /** False: the plain-ASCII version of the same drawing. */
  ansi: boolean;
  /** Leave the cursor on the first cell of this field (a prompt). */
  cursorField?: string;
}

export interface ArtTemplate {
  readonly name: string;
  readonly sauce: Sauce | null;
  readonly fields: readonly ArtField[];
  /** The lowest screen row the art draws on. */
  readonly height: number;
  field(name: string): ArtField | undefined;
  /** The whole screen, each field showing its value (blank when none is given). */
  render(values: FieldValues, options: RenderOptions): string;
  /** ANSI: moves to a field and draws `value` there in the field's colours (a status line update). */
  drawField(name: string, value: FieldValue): string;
  /** ANSI: moves the cursor to the first cell of a field. */
  cursorTo(name: string): string;
  /** ASCII: the text of a field's row up to the field, to repeat a prompt on a new line. */
  asciiPrompt(name: string, values?: FieldValues): string;
}

/** A value made safe (toPlainText) and exactly `width` cells wide: glyphs that are not one cell wide as '?'. */
export function fitField(value: FieldValue, width: number): string {
  const cut = [...toPlainText(String(value), width)].map((ch) => (isPrintable(ch) ? ch : '?'));
  return cut.join('') + ' '.repeat(width - cut.length);
}

/** Art files may use LF or CR LF; a bare LF means CR LF, as BBS renderers read it. */
function normaliseNewlines(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/\n/g, '\r\n');
}

export function parseArt(name: string, file: Buffer, cols = 80): ArtTemplate {
  const sauce = readSauce(file);
  const layout = layoutArt(normaliseNewlines(decodeCp437(artBody(file))), cols);
  for (const f of layout.fields) {
    if (f.col + f.width - 1 > cols) throw new Error(`art ${name}: field ${f.name} runs past column ${cols}`);
  }
  const byName = new Map<string, ArtField>();
  for (const f of layout.fields) if (!byName.has(f.name)) byName.set(f.name, f);

  const required = (fieldName: string): ArtField => {
    const f = byName.get(fieldName);
    if (!f) throw new Error(`art ${name} has no field ${fieldName}`);
    return f;
  };
  const value = (values: FieldValues, f: ArtField): string => fitField(values[f.name] ?? '', f.width);

  const asciiRows = (values: FieldValues): string[] => {
    const rows = Array.from({ length: layout.height }, (_, i) => [...(layout.cells[i] ?? [])]);
    for (const f of layout.fields) {
      const row = rows[f.row - 1];
      if (!row) continue;
      while (row.length < f.col - 1 + f.width) row.push(' ');
      row.splice(f.col - 1, f.width, ...value(values, f));
    }
    return rows.map((row) => asciiText(Array.from(row, (ch) => ch ?? ' ').join('')));
  };

  const asciiPrompt = (fieldName: string, values: FieldValues): string => {
    const f = required(fieldName);
    return (asciiRows(values)[f.row - 1] ?? '').slice(0, f.col - 1).padEnd(f.col - 1);
  };

  const renderAscii = (values: FieldValues, cursorField: string | undefined): string => {
    const rows = asciiRows(values).map((row) => row.trimEnd());
    if (cursorField !== undefined) {
      // The prompt row, when last, ends where the caller types; otherwise the prompt comes again below.
      if (required(cursorField).row === rows.length) rows.pop();
      rows.push(asciiPrompt(cursorField, values));
    }
    return toAscii('\x1b[2J') + rows.join('\r\n');
  };

  /**
   * On a freshly cleared screen the blank tail of a value need not be sent: the cursor skips it. Not
   * in the last column, where writing and skipping leave the cursor in different places.
   */
  const fieldOnScreen = (values: FieldValues, f: ArtField): string => {
    const text = value(values, f);
    if (!f.onBlank || !blankLooksUntouched(f.sgr) || f.col + f.width - 1 >= cols) return text;
    const shown = text.trimEnd();
    const blank = [...text].length - [...shown].length;
    return shown + (blank === 0 ? '' : blank <= 4 ? ' '.repeat(blank) : `\x1b[${blank}C`);
  };

  const renderAnsi = (values: FieldValues, cursorField: string | undefined): string => {
    const drawn = layout.parts.map((part: ArtPart) => (typeof part === 'string' ? part : fieldOnScreen(values, part)));
    return drawn.join('') + (cursorField === undefined ? '' : cursorPosition(required(cursorField)));
  };

  return {
    name,
    sauce,
    fields: layout.fields,
    height: layout.height,
    field: (fieldName) => byName.get(fieldName),
    render: (values, options) =>
      options.ansi ? renderAnsi(values, options.cursorField) : renderAscii(values, options.cursorField),
    drawField(fieldName, fieldValue) {
      const f = required(fieldName);
      return cursorPosition(f) + sgrTransition(null, f.sgr) + fitField(fieldValue, f.width);
    },
    cursorTo: (fieldName) => cursorPosition(required(fieldName)),
    asciiPrompt: (fieldName, values = {}) => asciiPrompt(fieldName, values),
  };
}
