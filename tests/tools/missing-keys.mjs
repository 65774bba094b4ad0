#!/usr/bin/env node
/**
 * Lists, per locale, the keys of locales/en.json it lacks (with the English text), and the keys
 * it has that en no longer has. `--json` prints { locale: { key: english } } for translators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../locales');
const leaves = (tree, prefix = '', out = new Map()) => {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else leaves(v, `${prefix}${k}.`, out);
  }
  return out;
};
const read = (file) => leaves(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
const en = read('en.json');
const report = {};
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
  const messages = read(file);
  const missing = Object.fromEntries([...en].filter(([k]) => !messages.has(k)));
  const extra = [...messages.keys()].filter((k) => !en.has(k));
  if (Object.keys(missing).length || extra.length)
    report[file.replace('.json', '')] = { missing, extra };
}
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  for (const [locale, { missing, extra }] of Object.entries(report)) {
    console.log(`${locale}: ${Object.keys(missing).length} missing, ${extra.length} extra`);
  }
  if (Object.keys(report).length === 0) console.log('Every locale has exactly the keys of en.');
}
