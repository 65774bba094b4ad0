/**
 * `tsx sandbox/cli.ts <command>`: drives a running sandbox through its control API
 * (`clock +2d`, `fault add …`, `simulate deposit trader@demo.test 500`, `reset`…).
 * `tsx sandbox/cli.ts help` lists the commands.
 */
import { runCli } from './control/cli-run.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  fetch: (url, init) => fetch(url, init),
  env: process.env,
  out: (text) => console.info(text),
  err: (text) => console.error(text),
});
