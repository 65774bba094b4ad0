import { ACTIVITY_TYPES, type ActivityType, activityTypeName } from '../../src/domain/activity.ts';

/** One colour and one shape per activity type, so cards are told apart at a glance. */
const PALETTE = ['#f0b90b', '#0ecb81', '#3b82f6', '#a855f7', '#f6465d', '#14b8a6', '#f97316'];
const SHAPES = [
  '<circle cx="320" cy="170" r="90"/>',
  '<polygon points="320,70 420,260 220,260"/>',
  '<rect x="230" y="80" width="180" height="180" rx="24"/>',
  '<polygon points="320,60 430,170 320,280 210,170"/>',
  '<polygon points="320,70 345,140 420,140 360,185 382,258 320,214 258,258 280,185 220,140 295,140"/>',
  '<path d="M230 250 L230 150 L280 150 L280 250 Z M300 250 L300 100 L350 100 L350 250 Z M370 250 L370 180 L420 180 L420 250 Z"/>',
];

function pick<T>(items: readonly T[], i: number): T {
  return items[((i % items.length) + items.length) % items.length]!;
}

/** Spaces out a type name ("TeamTrading" → "Team Trading") for the image's caption. */
function caption(type: ActivityType): string {
  return (activityTypeName(type) ?? 'Activity').replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** A 640×280 card image for an activity type: the cards show it at 320×140, uncropped. */
export function activityImage(type: ActivityType): string {
  const i = ACTIVITY_TYPES.indexOf(type);
  const colour = pick(PALETTE, i);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280" viewBox="0 0 640 280" role="img" aria-label="${caption(type)}">
<rect width="640" height="280" fill="#181a20"/>
<rect x="16" y="16" width="608" height="248" rx="20" fill="${colour}" fill-opacity="0.18" stroke="${colour}" stroke-width="2"/>
<g fill="${colour}" transform="translate(320 118) scale(0.78) translate(-320 -170)">${pick(SHAPES, i)}</g>
<text x="320" y="246" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#eaecef">${caption(type)}</text>
</svg>`;
}

/** A 1200×300 carousel image, as the carousel shows it; n only varies the colours. */
export function bannerImage(n: number): string {
  const from = pick(PALETTE, n - 1);
  const to = pick(PALETTE, n + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="Banner ${n}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="300" fill="#0b0e11"/>
<rect width="1200" height="300" fill="url(#g)" fill-opacity="0.35"/>
<circle cx="980" cy="150" r="115" fill="${from}" fill-opacity="0.8"/>
<circle cx="1085" cy="70" r="48" fill="${to}" fill-opacity="0.9"/>
<text x="80" y="170" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">Sandbox Exchange</text>
</svg>`;
}

/** The image a file name under the asset prefix names, or undefined for anything else. */
export function imageForFile(file: string): string | undefined {
  const activity = /^activity-(\d+)\.svg$/.exec(file);
  if (activity) {
    const type = Number(activity[1]);
    return activityTypeName(type) ? activityImage(type as ActivityType) : undefined;
  }
  const banner = /^banner-([1-9]\d?)\.svg$/.exec(file);
  return banner ? bannerImage(Number(banner[1])) : undefined;
}
