import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PATHS_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(PATHS_DIR, '../..');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The adapter file (tests/paths/<x>.adapter.ts) that declares the machine's browser paths. */
export function adapterFileOf(machine: string): string | undefined {
  const declares = new RegExp(`\\bmachine:\\s*['"]${escaped(machine)}['"]`);
  return readdirSync(PATHS_DIR)
    .filter((f) => f.endsWith('.adapter.ts'))
    .map((f) => path.join(PATHS_DIR, f))
    .find((file) => declares.test(readFileSync(file, 'utf8')));
}

/**
 * Where the adapter makes an event or checks a state: the line of the key whose value is the
 * function (`'session.login': () => …`, `anonymous: () => …`), as `file:line` from the root.
 */
export function adapterLine(file: string | undefined, key: string): string | undefined {
  if (!file) return undefined;
  const at = new RegExp(
    `^\\s*(['"]?)${escaped(key)}\\1\\s*:\\s*(async\\s*)?(\\(|[A-Za-z_$][\\w$]*\\s*=>)`,
  );
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => at.test(line));
  return index < 0 ? undefined : `${path.relative(ROOT, file)}:${index + 1}`;
}

/** The first line of an adapter in an error's stack: the adapter's own call that failed. */
export function adapterFrame(error: unknown): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const found = /(\/[^\s():]*tests\/paths\/[^/\s():]+\.adapter\.ts):(\d+)/.exec(stack);
  return found ? `${path.relative(ROOT, found[1]!)}:${found[2]}` : undefined;
}
