import { describe, expect, it } from 'vitest';
import config from '@/next.config';
import { devOrigins } from '@/lib/security/dev-origins';

describe('next dev origins', () => {
  it('lets 127.0.0.1, localhost and the host of SITE_URL reach the hot-reload socket', () => {
    expect(devOrigins('https://shop.example.ru')).toEqual([
      'localhost',
      '127.0.0.1',
      'shop.example.ru',
    ]);
    expect(devOrigins('http://127.0.0.1:3204')).toEqual(['localhost', '127.0.0.1']);
  });

  it('is what next.config.ts gives next dev (without it a page opened at 127.0.0.1 never hydrates)', () => {
    expect(config.allowedDevOrigins).toContain('127.0.0.1');
    expect(config.allowedDevOrigins).toContain('localhost');
  });
});
