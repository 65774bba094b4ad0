import type { Catalogue } from './index.ts';

/** es. */
export const ES: Catalogue = {};
