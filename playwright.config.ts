import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium.mjs';

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against a
 * production build served on port 3100 over its own freshly seeded embedded database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      // A 360 px phone whose screen is its viewport: with Pixel 7's own 412 px screen, Chromium
      // picks a preload's srcset candidate for 412 px and the <img>'s for 360 (issue #34).
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        screen: { width: 360, height: 740 },
      },
    },
  ],
  webServer: {
    command: 'npm run e2e:serve',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Loopback plays the trusted load balancer (TRUSTED_PROXIES): each test's X-Forwarded-For
    // is then its client address, as behind a real one; the limits themselves are the shop's.
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data/e2e',
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    },
  },
});
