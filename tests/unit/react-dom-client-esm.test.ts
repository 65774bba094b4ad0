// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  REACT_DOM_CLIENT_FILE,
  reactDomClientAsModule,
} from '../../vite-plugins/react-dom-client-esm.ts';

const require = createRequire(import.meta.url);
const original = readFileSync(REACT_DOM_CLIENT_FILE, 'utf8');

/** The production files the build puts beside it, by the names the module imports. */
const productionFile = (file: string) =>
  require(REACT_DOM_CLIENT_FILE.replace(/react-dom[\\/]cjs[\\/].*$/, file));
const productionModules: Record<string, unknown> = {
  react: productionFile('react/cjs/react.production.js'),
  'react-dom': productionFile('react-dom/cjs/react-dom.production.js'),
  scheduler: productionFile('scheduler/cjs/scheduler.production.js'),
};

interface Renderer {
  createRoot: (el: Element) => { render: (node: unknown) => void };
  hydrateRoot: (el: Element, node: unknown, options?: object) => unknown;
  version: string;
}

/** Runs the module's code with its imports given: how the bundle links it, without a bundler. */
function evaluate(moduleCode: string): Renderer {
  const names: string[] = [];
  const values: unknown[] = [];
  const body = moduleCode
    .replace(/import \* as (\w+) from "([\w-]+)";/g, (_, name: string, from: string) => {
      names.push(name);
      values.push(productionModules[from]);
      return '';
    })
    .replace(/export \{ ([^}]+) \};/, (_, list: string) => {
      const pairs = list.split(', ').map((pair) => pair.split(' as '));
      return `return { ${pairs.map(([local, name]) => `${name}: ${local}`).join(', ')} };`;
    });
  return new Function(...names, body)(...values) as Renderer;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("react-dom/client's production file as an ES module", () => {
  const rewritten = reactDomClientAsModule(original);

  it('imports what it required and exports what it exported, with no CommonJS left', () => {
    expect(rewritten.match(/^import \* as \w+ from "[\w-]+";/gm)).toEqual([
      'import * as Scheduler from "scheduler";',
      'import * as React from "react";',
      'import * as ReactDOM from "react-dom";',
    ]);
    expect(rewritten).toMatch(
      /export \{ exported_createRoot as createRoot, exported_hydrateRoot as hydrateRoot, exported_version as version \};\n$/,
    );
    expect(rewritten).not.toMatch(/\brequire\(|^exports\.|"use strict"/m);
  });

  it('keeps every line of the file where it was, so the source map stays true', () => {
    const before = original.split('\n');
    const after = rewritten.split('\n');
    const line = (text: string, lines: string[]) => lines.findIndex((l) => l.startsWith(text));
    for (const text of ['function formatProdErrorMessage', 'exports.createRoot = ']) {
      const moved = text.replace('exports.', 'reactDomClient.');
      expect(line(moved, after)).toBe(line(text, before));
    }
  });

  it('renders and hydrates as React does', async () => {
    const renderer = evaluate(rewritten);
    const React = productionModules.react as typeof import('react');
    expect(renderer.version).toBe(React.version);

    const drawn = document.createElement('div');
    renderer.createRoot(drawn).render(React.createElement('p', null, 'drawn'));
    await settle();
    expect(drawn.innerHTML).toBe('<p>drawn</p>');

    const served = document.createElement('div');
    served.innerHTML = '<p>served</p>';
    const first = served.firstChild;
    const errors: unknown[] = [];
    renderer.hydrateRoot(served, React.createElement('p', null, 'served'), {
      onRecoverableError: (error: unknown) => errors.push(error),
    });
    await settle();
    expect(errors).toEqual([]);
    expect(served.firstChild).toBe(first);
  });

  it('stops the build when React changes the shape it reads', () => {
    expect(() =>
      reactDomClientAsModule(original.replace('var Scheduler =', 'let Scheduler =')),
    ).toThrow(/requires are not one `var` statement/);
    expect(() => reactDomClientAsModule(`${original}\nmodule.exports.extra = 1;`)).toThrow(
      /CommonJS left/,
    );
  });
});
