import type { Catalogue } from './index.ts';

/** ru. */
export const RU: Catalogue = {};
