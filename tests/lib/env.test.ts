import { describe, expect, it } from 'vitest';
import { parseClientEnv, parseServerEnv } from '@/lib/env';

describe('environment validation', () => {
  it('an empty environment is the working embedded setup', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      API_UPSTREAM_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
    });
    // Unset means the embedded part: PGlite, no upstream, outbox mail, local suggestions.
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_UPSTREAM_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DADATA_API_KEY).toBeUndefined();
  });

  it('without SITE_URL, links follow PORT, never a default port the shop does not run on (issue #18)', () => {
    const env = parseServerEnv({ PORT: '3200' });
    expect(env.SITE_URL).toBe('http://localhost:3200');
    expect(env.siteUrlIsDefault).toBe(true);
    const set = parseServerEnv({ PORT: '3200', SITE_URL: 'https://selvedge.example' });
    expect(set.SITE_URL).toBe('https://selvedge.example');
    expect(set.siteUrlIsDefault).toBe(false);
    expect(() => parseServerEnv({ PORT: '99999' })).toThrow(/PORT/);
  });

  it('blank values count as unset, so a copied .env.example changes nothing', () => {
    const env = parseServerEnv({ DATABASE_URL: '', API_UPSTREAM_URL: '  ', SMTP_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_UPSTREAM_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('takes the real services when they are set', () => {
    const env = parseServerEnv({
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail:465',
      API_UPSTREAM_URL: 'https://backoffice.example/api/v1',
      API_UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(env.DATABASE_URL).toBe('postgres://shop@db:5432/shop');
    expect(env.API_UPSTREAM_TIMEOUT_MS).toBe(2500);
  });

  it('names every bad variable in one error', () => {
    let message = '';
    try {
      parseServerEnv({ DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variables:/);
    for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'JWT_SECRET']) expect(message).toContain(name);
  });

  it('checks the public variables too', () => {
    expect(parseClientEnv({}).NEXT_PUBLIC_YMAPS_API_KEY).toBeUndefined();
    expect(
      parseClientEnv({ NEXT_PUBLIC_YM_COUNTER_ID: '12345678' }).NEXT_PUBLIC_YM_COUNTER_ID,
    ).toBe('12345678');
    expect(() => parseClientEnv({ NEXT_PUBLIC_YM_COUNTER_ID: 'abc' })).toThrowError(
      /NEXT_PUBLIC_YM_COUNTER_ID/,
    );
  });
});

describe('.env.example', () => {
  it('lists every variable lib/env.ts reads, each with a comment line above it', async () => {
    const { readFile } = await import('node:fs/promises');
    const { clientEnvSchema, serverEnvSchema } = await import('@/lib/env');
    const lines = (await readFile('.env.example', 'utf8')).split('\n');
    const listed = lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => l.split('=')[0]);
    const expected = [
      ...Object.keys(serverEnvSchema.shape),
      ...Object.keys(clientEnvSchema.shape),
    ].filter((name) => name !== 'NODE_ENV');
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const name of listed) {
      const index = lines.findIndex((l) => l.startsWith(`${name}=`));
      expect(lines[index - 1], name).toMatch(/^# \S/);
    }
    // The example must itself be a valid (embedded) configuration.
    const values = Object.fromEntries(
      lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => l.split(/=(.*)/s).slice(0, 2)),
    );
    expect(() => parseServerEnv(values)).not.toThrow();
  });
});
