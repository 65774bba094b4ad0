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
  'tip',
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
 * Texts of first namespaces that only the other routes draw (a task's units, a reward's draws
 * and what is left of them, prize items, the inbox's count, the words for a failed call or a refusal, failure-text.ts):
 * they come with those routes' later messages. The start keeps the logout notice's codes and
 * the crash page's words.
 */
const LATER_PATHS_OF_FIRST: Readonly<Record<string, readonly string[]>> = {
  format: [
    'unit',
    'plural.draws',
    'plural.drawsLeft',
    'plural.drawsUnused',
    'plural.drawsAllUsed',
    'plural.drawsGranted',
    'plural.prizeItems',
    'plural.unreadMessages',
  ],
  codes: ['51020', '51021', '51023', '51040', '51070', '51071', '600', 'other'],
  errors: ['network', 'timeout', 'http', 'malformed', 'unknown'],
};

/** `texts` without the entries at `paths` (dotted), copied where it changes. */
function withoutPaths(texts: unknown, paths: readonly string[]): unknown {
  const copy: Record<string, unknown> = { ...(texts as Record<string, unknown>) };
  for (const path of paths) {
    const [head, ...rest] = path.split('.') as [string, ...string[]];
    if (!(head in copy)) continue;
    if (rest.length === 0) delete copy[head];
    else copy[head] = withoutPaths(copy[head], [rest.join('.')]);
  }
  return copy;
}

/**
 * The part of a locale's messages the app starts with (the build serves it as
 * `locales/<locale>.json?part=first`); the whole file comes with the first lazy part.
 */
export function firstMessages(all: Partial<Messages>): Partial<Messages> {
  const first: Record<string, unknown> = {};
  for (const [namespace, texts] of Object.entries(all)) {
    if (!LATER_NAMESPACES.has(namespace)) {
      const later = LATER_PATHS_OF_FIRST[namespace];
      first[namespace] = later ? withoutPaths(texts, later) : texts;
      continue;
    }
    const keys = FIRST_KEYS_OF_LATER[namespace] ?? [];
    const picked = Object.entries(texts).filter(([key]) => keys.includes(key));
    if (picked.length > 0) first[namespace] = Object.fromEntries(picked);
  }
  return first as Partial<Messages>;
}
