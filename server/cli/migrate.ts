/** npm run db:migrate — applies pending migrations to the database the environment names. */
import 'server-only';
import { databaseOptionsFromEnv, openDatabase } from '../db/client';
import { describeTarget, runCli } from './run';

await runCli(async () => {
  const target = databaseOptionsFromEnv();
  const started = performance.now();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  console.log(
    `Database ${describeTarget(target)} migrated in ${Math.round(performance.now() - started)} ms`,
  );
});
