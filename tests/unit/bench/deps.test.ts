import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleDependencies } from '../../../bench/deps.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A bench folder with its manifest and lock, and the given packages installed. */
function benchFolder(installed: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-deps-'));
  dirs.push(dir);
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(value));
  };
  write('package.json', { dependencies: { lighthouse: '^12.8.2' } });
  write('package-lock.json', {
    packages: { '': {}, 'node_modules/lighthouse': { version: '12.8.2' } },
  });
  for (const [name, version] of Object.entries(installed))
    write(`node_modules/${name}/package.json`, { name, version });
  return dir;
}

describe("the bench's own dependencies (installed by npm run bench, not by npm ci)", () => {
  it('asks for an install when Lighthouse is not in bench/node_modules', () => {
    expect(staleDependencies(benchFolder({}))).toEqual(['lighthouse']);
  });

  it('asks for an install when the installed Lighthouse is not the locked one', () => {
    expect(staleDependencies(benchFolder({ lighthouse: '12.6.0' }))).toEqual(['lighthouse']);
  });

  it('installs nothing when the locked Lighthouse is there', () => {
    expect(staleDependencies(benchFolder({ lighthouse: '12.8.2' }))).toEqual([]);
  });
});

describe('the repository as committed', () => {
  it("keeps Lighthouse out of the app's package.json and in the bench's", () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const app = read('package.json') as { dependencies: object; devDependencies: object };
    const bench = read('bench/package.json') as { dependencies: object };
    expect(Object.keys({ ...app.dependencies, ...app.devDependencies })).not.toContain(
      'lighthouse',
    );
    expect(Object.keys(bench.dependencies)).toContain('lighthouse');
  });
});
