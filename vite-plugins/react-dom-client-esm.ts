/**
 * React's client renderer as an ES module in the build (issue 17: no main-thread task over 50 ms
 * at 4x CPU). React ships `react-dom/client` as CommonJS only, so the bundler wraps its 625 KB
 * in one function that runs when the views' file is first imported: that run was the centre's
 * longest task (25-66 ms on an AMD EPYC). As a module's own code it is evaluated as the module,
 * without the wrapper: over 24 cold loads each (`npm run bench:ab`, Lighthouse's categories),
 * the centre's main-thread blocking at 4x fell from a median of 191-224 ms to 119-132 ms, and
 * the views' file lost 0.7 KB gzip.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The production file that `react-dom/client` loads in a production build. */
export const REACT_DOM_CLIENT_FILE = require
  .resolve('react-dom/client')
  .replace(/client\.js$/, 'cjs/react-dom-client.production.js');

/** The file's one statement of requires: `var A = require("a"),\n  B = require("b");`. */
const REQUIRES = /^var (\w+ = require\("[\w-]+"\)(?:,\s+\w+ = require\("[\w-]+"\))*);$/m;
const ONE_REQUIRE = /(\w+) = require\("([\w-]+)"\)/g;
/** An export of the file, assigned once at the start of a line. */
const EXPORT = /^exports\.(\w+) = /gm;

/**
 * The file rewritten as an ES module: its requires become namespace imports (each a CommonJS
 * module whose exports are read as the code runs, as before), its exports named exports.
 * Throws when the file no longer has the shape this reads, so that an upgrade of React that
 * changes it stops the build rather than shipping a broken renderer.
 */
export function reactDomClientAsModule(code: string): string {
  const requires = REQUIRES.exec(code);
  if (!requires) throw new Error('react-dom-client: its requires are not one `var` statement');
  const imports = [...(requires[1] ?? '').matchAll(ONE_REQUIRE)].map(
    ([, name, from]) => `import * as ${name} from "${from}";`,
  );
  // Line for line, so that the build's source map (taken as the file's own) stays true.
  const lines = requires[0].split('\n').length;
  const head =
    imports.length === lines ? imports.join('\n') : imports.join(' ') + '\n'.repeat(lines - 1);
  const names = [...code.matchAll(EXPORT)].map(([, name]) => name as string);
  if (names.length === 0) throw new Error('react-dom-client: no `exports.name =` found');
  const body = code
    .replace(/^"use strict";$/m, '')
    .replace(requires[0], `${head} const reactDomClient = {};`)
    .replace(EXPORT, 'reactDomClient.$1 = ');
  if (/\brequire\(|\bexports\b|\bmodule\b\./.test(body)) {
    throw new Error('react-dom-client: CommonJS left after the rewrite');
  }
  const exported = names.map((name) => `const exported_${name} = reactDomClient.${name};`);
  const list = names.map((name) => `exported_${name} as ${name}`).join(', ');
  return `${body}\n${exported.join(' ')} export { ${list} };\n`;
}

/**
 * Resolves `react-dom/client` to its production file, rewritten. Production builds only: a dev
 * server or a development build keeps React's own entry, with its development file.
 * React's entry also calls React DevTools' check that the build is minified; the production
 * file is minified by this build, so the check is left out with the entry.
 */
export function reactDomClientEsm(): Plugin {
  let production = false;
  return {
    name: 'exchange:react-dom-client-esm',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(id) {
      if (production && id === 'react-dom/client') return REACT_DOM_CLIENT_FILE;
    },
    transform(code, id) {
      if (id !== REACT_DOM_CLIENT_FILE) return;
      // Line for line the same file: the map of the file itself serves.
      return { code: reactDomClientAsModule(code), map: null };
    },
  };
}
