import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getQueryClient } from '@/lib/query-client';

afterEach(() => {
  cleanup();
  // The page's one query client (lib/query-client.ts) outlives a test: nothing cached may
  // reach the next one.
  getQueryClient().clear();
});
