import type { Messages } from './messages.ts';

/**
 * Namespaces the centre and the shell draw only once a lazy part has loaded: the other routes'
 * texts and those of the shell's dialog, toasts and debug panel. They load with that part
 * (`loadLaterMessages`), so the centre's start carries only the texts it draws (issue 17: all
 * of the centre's JavaScript within 120 KB gzip).
 */
const LATER_NAMESPACES: ReadonlySet<string> = new Set([
  'agent',
  'areaCode',
  'beginner',
  'chart',
  'confirm',
  'content',
  'debug',
  'detail',
  'dialog',
  'download',
  'enrol',
  'events',
  'flows',
  'inbox',
  'lottery',
  'native',
  'rewards',
  'share',
  'tasks',
  'toast',
  'transport',
]);

/** The keys of later namespaces the shell draws at once: the navigation and page titles. */
const FIRST_KEYS_OF_LATER: Readonly<Record<string, readonly string[]>> = {
  agent: ['title'],
  download: ['title'],
  inbox: ['title', 'badgeLabel', 'badgeLabelOne', 'badgeLabelMany'],
  rewards: ['title'],
};

/**
 * The part of a locale's messages the app starts with (the build serves it as
 * `locales/<locale>.json?part=first`); the whole file comes with the first lazy part.
 */
export function firstMessages(all: Partial<Messages>): Partial<Messages> {
  const first: Record<string, unknown> = {};
  for (const [namespace, texts] of Object.entries(all)) {
    if (!LATER_NAMESPACES.has(namespace)) {
      first[namespace] = texts;
      continue;
    }
    const keys = FIRST_KEYS_OF_LATER[namespace] ?? [];
    const picked = Object.entries(texts).filter(([key]) => keys.includes(key));
    if (picked.length > 0) first[namespace] = Object.fromEntries(picked);
  }
  return first as Partial<Messages>;
}
