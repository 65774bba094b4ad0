import { textDirection } from '../../i18n/direction.ts';
import type { Translate } from '../../i18n/translator.ts';
import { type FirstView, serializeFirstView } from './first-view.ts';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_IMAGE_ATTRIBUTE } from './markers.ts';

/**
 * The page server's side of the first view (first-view.ts): the built index.html with the
 * page's first content drawn into its boot shell and the answers in a JSON element. The shell
 * keeps the app's own classes, so the app's first render lays out the same boxes in the same
 * places and replaces them without a visible change.
 */

/** The part of index.html's boot shell that a first view replaces. */
const PLACEHOLDERS = /<!--first-view-->[\s\S]*?<!--\/first-view-->/;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only an address of this site or an http(s) one goes into `src`. */
const safeImage = (url: string) => (/^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '');

/** The largest image, fetched first: the app starts once it is painted (start-after-paint.ts). */
const largestImage = (props: {
  className: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}) =>
  `<img class="${props.className}" src="${escapeHtml(safeImage(props.src))}" alt="${escapeHtml(props.alt)}" width="${props.width}" height="${props.height}" fetchpriority="high" decoding="sync" ${FIRST_VIEW_IMAGE_ATTRIBUTE}>`;

function centreMarkup(view: Extract<FirstView, { route: 'centre' }>, t: Translate): string {
  const banner = view.mainBanner.mainBannerList[0];
  const carousel = banner
    ? `<section class="banner-carousel"><div class="banner-slide"><span class="banner-link">${largestImage(
        {
          className: 'banner-image',
          src: banner.imageUrl,
          alt: banner.title,
          width: 1200,
          height: 300,
        },
      )}</span></div></section>`
    : '';
  return `<div class="centre"><header class="page-header"><h1>${escapeHtml(t('centre.title'))}</h1><p class="page-subtitle">${escapeHtml(t('centre.subtitle'))}</p></header>${carousel}</div>`;
}

function activityMarkup(view: Extract<FirstView, { route: 'activity' }>): string {
  const { detail } = view;
  const image = largestImage({
    className: 'detail-image',
    src: detail.imageUrl,
    alt: '',
    width: 640,
    height: 280,
  });
  return `<div class="activity-detail"><header class="detail-hero">${image}<div class="detail-hero-body"><h1 class="detail-title">${escapeHtml(detail.title)}</h1></div></header></div>`;
}

/**
 * index.html with the first view: its content in the boot shell, its answers for the app, and
 * the page's language and direction. A page whose template lacks the shell's markers is
 * returned with the answers only.
 */
export function renderFirstViewPage(indexHtml: string, view: FirstView, t: Translate): string {
  const content = view.route === 'centre' ? centreMarkup(view, t) : activityMarkup(view);
  const data = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${serializeFirstView(view)}</script>`;
  return indexHtml
    .replace(PLACEHOLDERS, () => content)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${view.locale}" dir="${textDirection(view.locale)}">`,
    )
    .replace('</body>', () => `${data}</body>`);
}
