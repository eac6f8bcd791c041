// The CP437 pictures outside the blocks and lines that our art, our screens and the control-picture
// range (0x01-0x1F, 0x7F) use and VT323 lacks, drawn on the same 8x16 grid as the rest of the page's
// picture font: the triangles by rule, the rest from a small pixel drawing of our own.

export type Bitmap = boolean[][];

export const blank = (): Bitmap => Array.from({ length: 16 }, () => Array.from({ length: 8 }, () => false));

/** A drawing: its rows (`#` lit, anything else dark, up to 8 to a row, separated by spaces) from row `top` down. */
export function drawn(top: number, rows: string): Bitmap {
  const bitmap = blank();
  rows.split(' ').forEach((row, i) => {
    const line = bitmap[top + i];
    if (line) [...row].forEach((pixel, x) => (line[x] = pixel === '#'));
  });
  return bitmap;
}

type Pointing = 'up' | 'down' | 'left' | 'right';

/** A solid triangle: two rows (or columns) to a step, widening by one pixel on each side per step. */
function triangle(pointing: Pointing): Bitmap {
  const bitmap = blank();
  for (let step = 0; step < 4; step++) {
    for (let along = 0; along < 2; along++) {
      for (let across = 3 - step; across <= 4 + step; across++) {
        const depth = 2 * step + along;
        if (pointing === 'up') (bitmap[4 + depth] ?? [])[across] = true;
        if (pointing === 'down') (bitmap[11 - depth] ?? [])[across] = true;
        if (pointing === 'left') (bitmap[across + 4] ?? [])[depth] = true;
        if (pointing === 'right') (bitmap[across + 4] ?? [])[7 - depth] = true;
      }
    }
  }
  return bitmap;
}

const DRAWINGS: Record<string, [top: number, rows: string]> = {
  // From our art and screens.
  '∙': [7, '...##... ...##...'],
  '≈': [5, '.###...# #...###. ........ ........ .###...# #...###.'],
  '≡': [4, '.######. ........ ........ .######. ........ ........ .######.'],
  'Θ': [3, '..###... .##.##.. ##...##. ##...##. #######. ##...##. ##...##. .##.##.. ..###...'],
  'Ω': [3, '..###... .##.##.. ##...##. ##...##. ##...##. .##.##.. .##.##.. .##.##.. ###.###.'],
  '∩': [4, '..###... .##.##.. ##...##. ##...##. ##...##. ##...##. ##...##. ##...##.'],
  '⌂': [5, '...#.... ..#.#... .#...#.. #.....#. #.....#. #.....#. #######.'],
  // The pictures CP437 draws at the control bytes.
  '☺': [2, '.######. #......# #.#..#.# #......# #......# #.####.# #..##..# #......# #......# .######.'],
  '☻': [2, '.######. ######## ##.##.## ######## ######## ##....## ###..### ######## ######## .######.'],
  '♥': [4, '.##.##.. ######## ######## ######## .######. ..####.. ...##... ...#....'],
  '♦': [4, '...#.... ..###... .#####.. #######. .#####.. ..###... ...#....'],
  '♣': [3, '...##... ..####.. ..####.. ##.##.## ######## ##.##.## ...##... ..####..'],
  '♠': [3, '...##... ..####.. .######. ######## ######## .##.##.. ...##... ..####..'],
  '◘': [0, '######## ######## ######## ######## ######## ######## ###..### ##....## ##....## ###..### ######## ######## ######## ######## ######## ########'],
  '○': [5, '..####.. .##..##. .#....#. .#....#. .##..##. ..####..'],
  '◙': [0, '######## ######## ######## ######## ######## ##....## #..##..# #.####.# #.####.# #..##..# ##....## ######## ######## ######## ######## ########'],
  '♂': [3, '...####. .....##. ....#.#. .####..# ##..##.. #....#.. #....#.. ##..##.. .####...'],
  '♀': [3, '..####.. .##..##. .#....#. .##..##. ..####.. ...##... .######. ...##... ...##...'],
  '♪': [3, '..#####. ..#...#. ..#####. ..#..... ..#..... ..#..... .##..... ###..... ##......'],
  '♫': [3, '.####### .##...## .####### .##...## .##...## .##..### ###.#### ###..##. ##......'],
  '☼': [4, '...##... #..##..# .#.##.#. ..####.. ###..### ..####.. .#.##.#. #..##..# ...##...'],
  '↕': [3, '...##... ..####.. .######. ...##... ...##... ...##... .######. ..####.. ...##...'],
  '‼': [3, '.##..##. .##..##. .##..##. .##..##. .##..##. .##..##. ........ .##..##. .##..##.'],
  '▬': [9, '######## ######## ########'],
  '↨': [3, '...##... ..####.. .######. ...##... ...##... .######. ..####.. ...##... ........ ########'],
  '↑': [3, '...##... ..####.. .######. ...##... ...##... ...##... ...##... ...##... ...##...'],
  '↓': [3, '...##... ...##... ...##... ...##... ...##... ...##... .######. ..####.. ...##...'],
  '→': [5, '....#... ....##.. #######. #######. ....##.. ....#...'],
  '←': [5, '...#.... ..##.... .####### .####### ..##.... ...#....'],
  '∟': [6, '........ ##...... ##...... ##...... #######.'],
  '↔': [5, '..#..#.. .##..##. ######## ######## .##..##. ..#..#..'],
  // CP437's peseta (0x9E), which VT323 lacks and a fallback font draws too wide.
  '₧': [3, '####.... ##.##... ##.##.#. ####.### ##....#. ##....#. ##....#. ##....## ##.....#'],
};

/** Draws each of `drawings` into `into`, by its character. */
export function drawAll(drawings: Record<string, [top: number, rows: string]>, into = new Map<string, Bitmap>()): Map<string, Bitmap> {
  for (const [ch, [top, rows]] of Object.entries(drawings)) into.set(ch, drawn(top, rows));
  return into;
}

/** Every picture of this file, by its character. */
export function pictureBitmaps(): Map<string, Bitmap> {
  const bitmaps = new Map<string, Bitmap>([
    ['▲', triangle('up')],
    ['▼', triangle('down')],
    ['►', triangle('right')],
    ['◄', triangle('left')],
  ]);
  return drawAll(DRAWINGS, bitmaps);
}
