import type { Catalogue } from './index.ts';

/** vi. */
export const VI: Catalogue = {};
