/** Shared by the database scripts: a readable failure and an exit code instead of a stack dump. */
import 'server-only';
import type { DatabaseOptions } from '../db/client';

/** Where the script writes, without the password a DATABASE_URL may carry. */
export function describeTarget(options: DatabaseOptions): string {
  if (options.kind === 'pglite') return `PGlite at ${options.dir ?? '(memory)'}`;
  const url = new URL(options.url);
  url.password = '';
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) console.error(error.cause);
    process.exitCode = 1;
  }
}
