import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '@/server/db/client';

const postgresUrl = inject('apiTest').postgresUrl;

// Runs where the API tests found a PostgreSQL (tests/support/api-global-setup.ts), as every
// PostgreSQL suite does.
describe.each(postgresUrl ? ['postgres'] : [])('%s connections', () => {
  it('an idle connection killed by the server neither crashes the process nor the next query', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl!, poolSize: 1 });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
      const pid = (await rows<{ pid: number }>(sql`select pg_backend_pid() as pid`))[0]!.pid;
      const admin = new pg.Client({ connectionString: postgresUrl! });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Give the pool's idle client time to hear of it (this is where an unheard 'error' used to
      // become an uncaught exception).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const one = (await rows<{ one: number }>(sql`select 1 as one`))[0]!.one;
      expect(one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
