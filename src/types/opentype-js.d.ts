// The few parts of opentype.js (which ships no types) that our browser page's glyph font and its
// test use.
declare module 'opentype.js' {
  export class Path {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    close(): void;
  }
  export class Glyph {
    constructor(options: { name: string; unicode?: number; advanceWidth: number; path: Path });
  }
  export class Font {
    constructor(options: {
      familyName: string;
      styleName: string;
      unitsPerEm: number;
      ascender: number;
      descender: number;
      createdTimestamp?: number;
      glyphs: Glyph[];
    });
    toArrayBuffer(): ArrayBuffer;
    tables: { cmap: { glyphIndexMap: Record<string, number> } };
  }
  export function parse(buffer: ArrayBuffer): Font;
}
