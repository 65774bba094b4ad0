import type { Catalogue } from './index.ts';

/** ar. */
export const AR: Catalogue = {};
