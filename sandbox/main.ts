/**
 * `tsx sandbox/main.ts`: runs the sandbox exchange until SIGINT or SIGTERM.
 * Settings come from the environment (see config.ts).
 */
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { openStore } from './db/store.ts';
import { type RunningSandbox, type SandboxUrls, startSandbox } from './server.ts';

function summary(urls: SandboxUrls, dataFile: string): string {
  const [firstApi, ...otherApis] = urls.api.map((a) => `${a.url} (${a.latencyMs} ms)`);
  return [
    'Sandbox exchange running:',
    `  app      ${urls.app}`,
    `  login    ${urls.login}`,
    `  api      ${firstApi ?? '(none)'}`,
    ...otherApis.map((a) => `           ${a}`),
    `  mirrors  ${urls.mirrors.join('\n           ')}`,
    `  data     ${dataFile}`,
    `  accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD})`,
    'Press Ctrl+C to stop.',
  ].join('\n');
}

try {
  const config = loadConfig();
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
  console.info(summary(sandbox.urls, store.file));
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
