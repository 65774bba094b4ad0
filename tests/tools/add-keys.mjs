#!/usr/bin/env node
/**
 * Adds translation keys to locales/en.json under one namespace, merging with what is there:
 *   node tests/tools/add-keys.mjs <namespace> '<json object of keys>'
 * Several people add keys at once; this keeps each write a quick read-merge-write.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [namespace, json] = process.argv.slice(2);
if (!namespace || !json) {
  console.error("usage: node tests/tools/add-keys.mjs <namespace> '<json object>'");
  process.exit(2);
}
const file = path.resolve(import.meta.dirname, '../../locales/en.json');
const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) into[k] = merge(into[k] ?? {}, v);
    else into[k] = v;
  }
  return into;
};
const messages = JSON.parse(readFileSync(file, 'utf8'));
messages[namespace] = merge(messages[namespace] ?? {}, JSON.parse(json));
const tmp = `${file}.${process.pid}.tmp`;
writeFileSync(tmp, `${JSON.stringify(messages, null, 2)}\n`);
renameSync(tmp, file);
console.log(
  `locales/en.json: ${namespace} now has ${Object.keys(messages[namespace]).length} keys`,
);
