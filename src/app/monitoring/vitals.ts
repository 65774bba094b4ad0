/** The web vitals reported (SPEC §9 rates four of them). */
export type VitalName = 'FCP' | 'LCP' | 'CLS' | 'INP' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** SPEC §9: at most the first number is good, above the second is poor. */
export const VITAL_THRESHOLDS: Readonly<Partial<Record<VitalName, readonly [number, number]>>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
};

/**
 * A vital's rating by SPEC §9's thresholds; TTFB, which the spec does not rate, keeps the
 * rating web-vitals gives it.
 */
export function rateVital(name: VitalName, value: number, fallback: VitalRating): VitalRating {
  const limits = VITAL_THRESHOLDS[name];
  if (!limits) return fallback;
  if (value <= limits[0]) return 'good';
  return value > limits[1] ? 'poor' : 'needs-improvement';
}

/**
 * Reports FCP, LCP, CLS, INP and TTFB as `web_vitals` tracking events with `commonName`,
 * `value` and `rating`. web-vitals is loaded on demand, so only pages that track pay for it.
 */
export async function reportWebVitals(
  track: (name: string, fields: Record<string, unknown>) => void,
): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: VitalName; value: number; rating: VitalRating }) =>
    track('web_vitals', {
      commonName: metric.name,
      value: metric.value,
      rating: rateVital(metric.name, metric.value, metric.rating),
    });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}
