import { existsSync } from 'node:fs';

/**
 * Stops a command that drives Chromium before it builds anything when there is no Chromium:
 * `npm test` and `npm run test:paths` both ask here, and say how to get one.
 * @param {string} command what to run again once Chromium is there (`npm test`)
 * @returns {string} the Chromium binary the browser tests will use
 */
export function requireChromium(command) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  console.error(
    [
      `No Chromium found at ${chromium}: the browser tests need one.`,
      "Install Debian's:   sudo apt-get update && sudo apt-get install -y chromium",
      `or point CHROMIUM_PATH at another Chromium or Chrome binary, then run ${command} again.`,
    ].join('\n'),
  );
  process.exit(1);
}

/** Flags for a quiet Chromium in tests and the bench: no sandboxing, GPU, updates, sync or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
