export interface ApiTestContext {
  pgliteTarball: string;
  mediaDir: string;
  /** A PostgreSQL server URL, or null when none was reachable. */
  postgresUrl: string | null;
  postgresTemplate: string | null;
}

/** Small enough to seed in a second, large enough for paging and facets. */
export const TEST_SEED_PRODUCTS = 240;

export const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** The same server, its maintenance database: where CREATE/DROP DATABASE are issued. */
export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
