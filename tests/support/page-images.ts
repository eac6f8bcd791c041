// Reading a screenshot's pixels back in the browser page itself (its canvas decodes the PNG): the
// loader is put on the page once as `window.arkhamImage`, for every check that compares pixels.
/// <reference lib="dom" />
import type { Page } from 'puppeteer-core';

export type ImageLoader = (src: string) => Promise<ImageData>;

/** Puts `window.arkhamImage(src)` on the page: the image at `src` (a data: URL) as ImageData. */
export async function installImageLoader(page: Page): Promise<void> {
  await page.evaluate(() => {
    const load: ImageLoader = async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height);
    };
    Object.assign(window, { arkhamImage: load });
  });
}
