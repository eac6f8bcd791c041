// Holds the browser page's picture of a screen to ansilove's CP437 rendering of the same bytes, cell
// by cell, in the browser itself (a canvas reads both PNGs). Each pixel is snapped to the nearest of
// the VGA's 16 colours (antialiased ones, far from all, are left out); a cell agrees when the same
// colours cover a tenth of it in either and some of it in the other. The CP437 pictures (blocks, shades, lines) are held
// closer: each quarter of the cell lit to within a quarter of the other's.
/// <reference lib="dom" />
import { installImageLoader, type ImageLoader } from './page-images.js';
import type { Page } from 'puppeteer-core';

export const VGA_PALETTE = [
  '#000000', '#AA0000', '#00AA00', '#AA5500', '#0000AA', '#AA00AA', '#00AAAA', '#AAAAAA',
  '#555555', '#FF5555', '#55FF55', '#FFFF55', '#5555FF', '#FF55FF', '#55FFFF', '#FFFFFF',
];

export interface CellReport {
  cells: number;
  agreeing: number;
  /** A few cells that disagree, `col,row: page [colours] vs CP437 [colours]`. */
  disagreements: string[];
  pictureCells: number;
  pictureMismatched: number;
  /** A few of those, each quarter's lit share on the page and in CP437. */
  pictureMismatches: string[];
}

export interface Grid {
  /** The area of the terminal's screen in the screenshot, in its pixels. */
  x: number;
  y: number;
  cellWidth: number;
  cellHeight: number;
}

/**
 * `pictures[row]` marks, per column, a cell showing a CP437 picture; `skip` cells (the cursor) are
 * left out. Both images are PNG bytes; the CP437 one has 8x16 cells from its top-left corner.
 */
export async function compareCells(
  page: Page,
  screenshot: Buffer,
  grid: Grid,
  cp437Png: Buffer,
  cols: number,
  pictures: boolean[][],
  skip: Array<[number, number]>,
): Promise<CellReport> {
  await installImageLoader(page);
  return page.evaluate(
    async (shot: string, ans: string, g: Grid, cols: number, pictures: boolean[][], skip: Array<[number, number]>, palette: string[]) => {
      const rgb = palette.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
      const load = (window as unknown as { arkhamImage: ImageLoader }).arkhamImage;
      const snap = (data: ImageData, x: number, y: number): number => {
        const i = (Math.floor(y) * data.width + Math.floor(x)) * 4;
        let best = -1;
        let bestDistance = 12 * 12 * 3;
        rgb.forEach(([r = 0, gr = 0, b = 0], index) => {
          const d = ((data.data[i] ?? 0) - r) ** 2 + ((data.data[i + 1] ?? 0) - gr) ** 2 + ((data.data[i + 2] ?? 0) - b) ** 2;
          if (d < bestDistance) [best, bestDistance] = [index, d];
        });
        return best;
      };
      /** Per colour, the share of the cell it covers, sampled on a 16x32 lattice; and each quarter's lit share. */
      const measure = (data: ImageData, x0: number, y0: number, w: number, h: number): { shares: number[]; quarters: number[] } => {
        const shares = palette.map(() => 0);
        const quarters = [0, 0, 0, 0];
        const [sx, sy] = [16, 32];
        for (let j = 0; j < sy; j++)
          for (let i = 0; i < sx; i++) {
            // The cell's middle 80% across and 90% down: a neighbour's edge may reach a pixel into it.
            const colour = snap(data, x0 + w * (0.1 + (0.8 * (i + 0.5)) / sx), y0 + h * (0.05 + (0.9 * (j + 0.5)) / sy));
            if (colour < 0) continue;
            shares[colour] = (shares[colour] ?? 0) + 1 / (sx * sy);
            const q = (j < sy / 2 ? 0 : 2) + (i < sx / 2 ? 0 : 1);
            if (colour !== 0) quarters[q] = (quarters[q] ?? 0) + 4 / (sx * sy);
          }
        return { shares, quarters };
      };
      const [page, cp437] = [await load(shot), await load(ans)];
      const rows = Math.floor(cp437.height / 16);
      const report = { cells: 0, agreeing: 0, disagreements: [] as string[], pictureCells: 0, pictureMismatched: 0, pictureMismatches: [] as string[] };
      const present = (shares: number[], least: number): number[] => shares.flatMap((share, colour) => (share >= least ? [colour] : []));
      const within = (some: number[], all: number[]): boolean => some.every((colour) => all.includes(colour));
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          if (skip.some(([c, r]) => c === col && r === row)) continue;
          const mine = measure(page, g.x + col * g.cellWidth, g.y + row * g.cellHeight, g.cellWidth, g.cellHeight);
          const theirs = measure(cp437, col * 8, row * 16, 8, 16);
          report.cells++;
          const [a, b] = [present(mine.shares, 0.1), present(theirs.shares, 0.1)];
          if (within(a, present(theirs.shares, 0.02)) && within(b, present(mine.shares, 0.02))) report.agreeing++;
          else if (report.disagreements.length < 12) report.disagreements.push(`${col},${row}: page [${a.join(' ')}] vs CP437 [${b.join(' ')}]`);
          if (!pictures[row]?.[col]) continue;
          report.pictureCells++;
          const off = mine.quarters.some((q, i) => Math.abs(q - (theirs.quarters[i] ?? 0)) > 0.25);
          if (off) report.pictureMismatched++;
          if (off && report.pictureMismatches.length < 12)
            report.pictureMismatches.push(`${col},${row}: page ${mine.quarters.map((q) => q.toFixed(2)).join('/')} vs CP437 ${theirs.quarters.map((q) => q.toFixed(2)).join('/')}`);
        }
      return report;
    },
    `data:image/png;base64,${screenshot.toString('base64')}`,
    `data:image/png;base64,${cp437Png.toString('base64')}`,
    grid,
    cols,
    pictures,
    skip,
    VGA_PALETTE,
  );
}
