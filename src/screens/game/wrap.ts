// Words to lines of at most `width` cells, for the sheet, the menus and the narration. A word longer
// than a line is cut; no line ever comes out wider than asked.

export function wrapWords(text: string, maxWidth: number): string[] {
  const width = Math.max(1, maxWidth);
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    let chars = [...word];
    if (line.length > 0 && line.length + 1 + chars.length > width) {
      lines.push(line.join(''));
      line = [];
    }
    if (line.length > 0) line.push(' ');
    while (line.length + chars.length > width) {
      const room = width - line.length;
      lines.push([...line, ...chars.slice(0, room)].join(''));
      line = [];
      chars = chars.slice(room);
    }
    line.push(...chars);
  }
  if (line.length > 0) lines.push(line.join(''));
  return lines;
}

/**
 * `text` cut to `width` cells, ending in "..." when something was cut off. The cut falls between words
 * when one ends late enough, so a reader never meets half a word. (CP437 has no ellipsis character.)
 */
export function clip(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  if (width < 6) return chars.slice(0, width).join('');
  const room = width - ELLIPSIS.length;
  const space = chars.slice(0, room + 1).lastIndexOf(' ');
  const cut = space >= Math.ceil(room * 0.6) ? space : room;
  return chars.slice(0, cut).join('').replace(TRAILING_PUNCTUATION, '') + ELLIPSIS;
}

const ELLIPSIS = '...';
const TRAILING_PUNCTUATION = /[\s,;:.-]+$/u;
