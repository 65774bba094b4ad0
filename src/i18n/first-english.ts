import type { Messages } from './messages.ts';

/**
 * The first part of the English messages (src/i18n/message-parts.ts), which the start carries:
 * every page falls back on English. Eager, so it is in the start's own code.
 */
export const FIRST_ENGLISH: Partial<Messages> = Object.values(
  import.meta.glob<Partial<Messages>>('../../locales/en.json', {
    query: '?part=first',
    import: 'default',
    eager: true,
  }),
)[0]!;
