/**
 * `tsx sandbox/reset.ts [--data-dir …]`: deletes the sandbox database and creates a freshly
 * seeded one. Stop a running sandbox first: it would keep writing to the deleted file (to
 * reset a running sandbox, use `tsx sandbox/cli.ts reset`).
 */
import { loadConfig } from './config.ts';
import { resetStore } from './db/store.ts';

try {
  const config = loadConfig(process.env, process.argv.slice(2));
  const { removed, store } = resetStore({ dataDir: config.dataDir, seedNow: config.seedNow });
  console.info(
    removed.length > 0
      ? `Deleted ${removed.join(', ')}`
      : `No database found in ${config.dataDir}; creating one.`,
  );
  const { migrations, seeded } = store.opened;
  console.info(`Created ${store.file} (migrations ${migrations.join(', ')}).`);
  if (seeded) {
    console.info(
      `Seeded ${seeded.users} users, ${seeded.activities} activities and ${seeded.banners} banners; sandbox clock at ${new Date(store.clock.now()).toISOString()}.`,
    );
  }
  store.close();
} catch (error) {
  console.error(`Sandbox reset failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
