import type { Migration } from './migration.ts';

/**
 * Migration 4 (issue 15): a push message may point at an activity, so the inbox links a task
 * message to its activity. Older messages have no link.
 */
export const MIGRATION_4: Migration = {
  version: 4,
  name: 'push messages link to their activity',
  sql: `
    ALTER TABLE push_messages ADD COLUMN link TEXT;
  `,
};
