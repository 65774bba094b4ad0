import { readdirSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value;

/** Every machine exported by machines/*.machine.ts, found by file. */
export async function loadMachines(): Promise<AnyStateMachine[]> {
  const dir = new URL('../../machines/', import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const modules = await Promise.all(files.map((f) => import(new URL(f, dir).href)));
  const machines = modules.flatMap((m) =>
    Object.values(m as Record<string, unknown>).filter(isMachine),
  );
  return [...new Map(machines.map((m) => [m.id, m])).values()];
}
