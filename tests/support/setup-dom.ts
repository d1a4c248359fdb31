import '@testing-library/jest-dom/vitest';
import './popover';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getQueryClient } from '@/lib/query-client';

// What a test waits for (findBy…, waitFor) often comes with code loaded on demand (the modal
// frame, the mobile menu's panel, the buyer's parts): a busy CI machine can take longer than the
// library's default second to import it. Waiting longer changes nothing a test asserts: a
// component that never shows it still fails the test.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  // The page's one query client (lib/query-client.ts) outlives a test: nothing cached may
  // reach the next one.
  getQueryClient().clear();
});
