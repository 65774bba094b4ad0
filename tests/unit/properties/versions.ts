import fc from 'fast-check';

/**
 * Dotted numeric app versions of 1 to `maxLength` segments, each at most `max`: small segments
 * make equal and near versions common, which is where comparisons go wrong.
 */
export const dottedVersion = (max: number, maxLength: number) =>
  fc.array(fc.nat({ max }), { minLength: 1, maxLength }).map((segments) => segments.join('.'));
