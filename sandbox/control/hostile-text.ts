import type { Database } from 'better-sqlite3';
import { ControlError } from './http.ts';

/** The longest text the hook writes: enough to test any layout, small enough for any page. */
export const MAX_HOSTILE_LENGTH = 2000;

/**
 * The visible texts the hook overwrites: what the exchange's answers carry and the pages draw
 * (titles, summaries, captions, rules, tasks, prizes, messages, names). Codes, links and amounts
 * are left alone, so every page still works.
 */
const TEXT_COLUMNS: readonly [table: string, columns: readonly string[]][] = [
  ['activities', ['title', 'summary']],
  ['banners', ['title']],
  ['tasks', ['title']],
  ['lottery_prizes', ['name']],
  ['push_messages', ['title', 'summary']],
  ['agents', ['name']],
  ['agent_referrals', ['masked_name']],
  ['airdrop_products', ['name']],
  ['kols', ['name']],
  ['users', ['login_name']],
];

/** One unbroken word: no space, hyphen or other break opportunity; wide letters. */
export function unbrokenText(length: number): string {
  return 'W'.repeat(length);
}

/**
 * Test-only: replaces every visible text of the data with one unbroken word of `length`
 * characters (rules, introductions and message contents become a paragraph holding it), so
 * that a browser test can check that no page scrolls sideways on a narrow phone. A reset puts
 * the seed data back. Returns how many rows changed.
 */
export function fillHostileText(db: Database, length: unknown): { length: number; rows: number } {
  const n = length === undefined || length === '' ? 500 : Number(length);
  if (!Number.isInteger(n) || n < 1 || n > MAX_HOSTILE_LENGTH) {
    throw new ControlError(`length must be a whole number from 1 to ${MAX_HOSTILE_LENGTH}`);
  }
  const word = unbrokenText(n);
  const html = `<p>${word}</p>`;
  let rows = 0;
  db.transaction(() => {
    for (const [table, columns] of TEXT_COLUMNS) {
      const set = columns.map((c) => `${c} = @word`).join(', ');
      rows += db.prepare(`UPDATE ${table} SET ${set}`).run({ word }).changes;
    }
    rows += db
      .prepare('UPDATE activity_details SET rules = @html, introduce = @word, highlights = @list')
      .run({ html, word, list: JSON.stringify([word, word]) }).changes;
    rows += db.prepare('UPDATE push_messages SET content = @html').run({ html }).changes;
  })();
  return { length: n, rows };
}
