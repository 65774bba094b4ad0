/**
 * `tsx sandbox/main.ts [flags]`: runs the sandbox exchange until SIGINT or SIGTERM.
 * Settings come from the environment and flags (see config.ts and CONTROLS.md).
 */
import { loadConfig, usage, wantsHelp } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { openStore } from './db/store.ts';
import { type RunningSandbox, startSandbox } from './server.ts';

function summary(sandbox: RunningSandbox, dataFile: string): string {
  const { urls, runtime } = sandbox;
  const [firstApi, ...otherApis] = urls.api.map(
    (a) =>
      `${a.url} (${a.latencyMs} ms${a.canHang ? `, can hang: ${runtime.hang.isOn() ? 'hanging' : 'answering'}` : ''})`,
  );
  const faults = runtime.faults.list().map((f) => f.text);
  const clock = new Date(runtime.store.clock.now()).toISOString();
  return [
    'Sandbox exchange running:',
    `  app      ${urls.app}`,
    `  login    ${urls.login}`,
    `  control  ${urls.control}`,
    `  api      ${firstApi ?? '(none)'}`,
    ...otherApis.map((a) => `           ${a}`),
    `  mirrors  ${urls.mirrors.join('\n           ')}`,
    `  lists    base: ${runtime.mirrors.base.join(', ')}`,
    `  collect  ${urls.collect} (tracking), DSN ${urls.sentryDsn} (errors)`,
    `  clock    ${clock}`,
    `  faults   ${faults.length > 0 ? faults.join('\n           ') : '(none)'}`,
    `  data     ${dataFile}`,
    `  accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD})`,
    'Press Ctrl+C to stop.',
  ].join('\n');
}

const argv = process.argv.slice(2);
if (wantsHelp(argv)) {
  console.info(usage());
} else {
  try {
    const config = loadConfig(process.env, argv);
    const store = openStore({ dataDir: config.dataDir, seedNow: config.seedNow });
    const { seeded } = store.opened;
    if (seeded) {
      console.info(
        `Seeded a new database: ${seeded.users} users, ${seeded.activities} activities, ${seeded.banners} banners.`,
      );
    }
    let sandbox: RunningSandbox;
    try {
      sandbox = await startSandbox(config, store);
    } catch (error) {
      store.close();
      throw error;
    }
    console.info(summary(sandbox, store.file));
    const shutdown = async (signal: string) => {
      console.info(`\n${signal}: stopping the sandbox exchange.`);
      await sandbox.close();
      store.close();
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(`Sandbox exchange could not start: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
