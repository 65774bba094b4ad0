/**
 * Renders the sandbox's card and banner images (main-origin/images.ts draws them as SVG) to the
 * WebP files main-origin serves, with Chromium: `npx tsx sandbox/render-images.ts`, then commit
 * them. A real exchange's CDN serves raster images; an SVG in an <img> costs the page's main
 * thread a whole document (parse, style, text layout) per image, where a raster image is decoded
 * off it. Run once after a change to the drawings; the server never renders.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ACTIVITY_TYPES } from '../src/domain/activity.ts';
import { BANNER_COUNT, IMAGES_DIR, WEBP_QUALITY } from './main-origin/image-files.ts';
import { activityImage, bannerImage } from './main-origin/images.ts';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();

/** The SVG drawn at its own size on a canvas, encoded as WebP. */
async function toWebp(svg: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ([source, quality]) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')?.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    [svg, WEBP_QUALITY] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const files: [string, string][] = [
  ...ACTIVITY_TYPES.map((type): [string, string] => [`activity-${type}`, activityImage(type)]),
  ...Array.from({ length: BANNER_COUNT }, (_, i): [string, string] => [
    `banner-${i + 1}`,
    bannerImage(i + 1),
  ]),
];
for (const [name, svg] of files) {
  const webp = await toWebp(svg);
  writeFileSync(path.join(IMAGES_DIR, `${name}.webp`), webp);
  console.log(`${name}.webp ${webp.length} bytes`);
}
await browser.close();
