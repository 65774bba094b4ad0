import { useState } from 'react';
import type { Banner } from '../../domain/activity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useAssetUrl } from '../../ui/asset-url.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';

/** The mainBanner carousel: one banner at a time, previous and next, mirrored right to left. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useI18n();
  const assetUrl = useAssetUrl();
  // Which banner is shown is view state of this widget alone, not product logic.
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const current = banners[index % banners.length]!;
  const step = (delta: number) => setIndex((i) => (i + delta + banners.length) % banners.length);
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('centre.banners')}
    >
      <VisuallyHidden live="polite">
        {t('centre.bannerPosition', { index: index + 1, count: banners.length })}
      </VisuallyHidden>
      <div className="banner-slide">
        <Link to={current.link} className="banner-link">
          <img
            src={assetUrl(current.imageUrl)}
            alt={current.title}
            width={1200}
            height={300}
            className="banner-image"
            // The page's largest image: index.html's start script waits for it to be painted
            // before it loads the app (first-view/markers.ts, FIRST_VIEW_IMAGE_ATTRIBUTE).
            data-first-view-image=""
          />
        </Link>
      </div>
      {banners.length > 1 && (
        <div className="banner-controls">
          <Button variant="ghost" aria-label={t('centre.previousBanner')} onClick={() => step(-1)}>
            <span className="flip-rtl" aria-hidden="true">
              ‹
            </span>
          </Button>
          <span className="banner-dots" aria-hidden="true">
            {banners.map((b, i) => (
              <span key={b.id} className={i === index ? 'dot dot-active' : 'dot'} />
            ))}
          </span>
          <Button variant="ghost" aria-label={t('centre.nextBanner')} onClick={() => step(1)}>
            <span className="flip-rtl" aria-hidden="true">
              ›
            </span>
          </Button>
        </div>
      )}
    </section>
  );
}
