import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // `server-only` throws outside React's server condition; the tests import server modules directly.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          include: [
            'tests/lib/**/*.test.ts',
            'tests/server/unit/**/*.test.ts',
            'tests/components/**/*.test.ts',
            'tests/features/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          // The build sets this for next/link from `trailingSlash: true`; tests must too.
          env: { __NEXT_TRAILING_SLASH: 'true' },
          include: ['tests/**/*.test.tsx'],
          // Form tests type character by character through user-event; on two shared cores
          // under load some took just over the default 5 s without anything being wrong.
          testTimeout: 15_000,
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:upgrade`: the framework seam's assumptions (docs/upgrading.md).
          name: 'upgrade',
          environment: 'node',
          include: ['tests/upgrade/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'tests/server/api/**/*.test.ts',
            'tests/server/db/**/*.test.ts',
            'tests/server/openapi/**/*.test.ts',
          ],
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          env: { LOG_LEVEL: 'silent' },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
