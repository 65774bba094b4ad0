/**
 * Builds this checkout's app and serves it on the bench's sandbox (five API hosts of 40, 120,
 * 300 and 900 ms, and one that hangs) at BENCH_PORT until stopped (Ctrl-C): one side of an A/B
 * with `npm run bench:ab` (bench/trace-ab.ts). `--no-build` serves the last build again.
 *
 *   BENCH_PORT=9700 npm run bench:serve            # in the checkout of build A
 *   BENCH_PORT=9800 npm run bench:serve            # in the checkout of build B
 */
import { ORIGIN } from './config.ts';
import { buildAll, startSandbox } from './sandbox.ts';

if (!process.argv.includes('--no-build')) buildAll();
const sandbox = await startSandbox();
await sandbox.reset();
console.info(`serving ${ORIGIN}/en/ until stopped`);
const stop = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Stays up until stopped: the sandbox is a child process, so nothing else holds the loop open.
setInterval(() => {}, 1 << 30);
