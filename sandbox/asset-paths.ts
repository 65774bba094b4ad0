import type { ActivityType } from '../src/domain/activity.ts';

/**
 * Where the main origin serves the generated images (rendered to WebP, as an exchange's CDN
 * serves raster images: sandbox/render-images.ts). The seed writes these paths into the
 * data and the main origin answers them, so both read them from here.
 */
export const ASSET_PREFIX = '/sandbox-assets';

/** The image of every activity of one type. */
export function activityImagePath(type: ActivityType): string {
  return `${ASSET_PREFIX}/activity-${type}.webp`;
}

/** The image of the n-th banner (1-based). */
export function bannerImagePath(n: number): string {
  return `${ASSET_PREFIX}/banner-${n}.webp`;
}
