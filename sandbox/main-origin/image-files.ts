import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The rendered WebP images (sandbox/render-images.ts writes them; they are committed). */
export const IMAGES_DIR = path.join(import.meta.dirname, 'images');

/** Banners the files cover: the seed's four (seed.ts BANNER_TYPES). */
export const BANNER_COUNT = 4;

/** Lossy, as a CDN serves them: a banner is ~8 KB, close enough to the SVG to the eye. */
export const WEBP_QUALITY = 0.8;

const cache = new Map<string, Buffer | undefined>();

/** The bytes of `activity-<type>.webp` or `banner-<n>.webp`, or undefined for any other name. */
export function webpForFile(file: string): Buffer | undefined {
  if (!/^(activity|banner)-\d{1,2}\.webp$/.test(file)) return undefined;
  if (!cache.has(file)) {
    try {
      cache.set(file, readFileSync(path.join(IMAGES_DIR, file)));
    } catch {
      cache.set(file, undefined);
    }
  }
  return cache.get(file);
}
