import { readdirSync } from 'node:fs';
import type { MachineModelSpec } from '../coverage.ts';

const isSpec = (value: unknown): value is MachineModelSpec =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'machine' in value &&
  'model' in value &&
  'inputs' in value;

/**
 * Every machine's model, found by file: each `<name>.model.ts` here exports one spec. Adding
 * a model needs no edit elsewhere; a machine without one fails the coverage test.
 */
export async function loadModelSpecs(): Promise<MachineModelSpec[]> {
  const dir = new URL('./', import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.model.ts'))
    .sort();
  const modules = await Promise.all(files.map((f) => import(new URL(f, dir).href)));
  return modules.flatMap((m) => Object.values(m as Record<string, unknown>).filter(isSpec));
}
