import 'server-only';
import { cache } from 'react';
import type { PageBuyer } from '../api/page-viewer';

/**
 * Whom the page being rendered is for, set by the cached copies (app/cached/_page/variant.ts)
 * from their variant and read by the server transport (lib/api/server-transport.ts), which runs
 * in another bundle (instrumentation). One box per render: React's `cache` scopes it to the
 * request. The function lives on globalThis so that every bundle reaches the same one, created by
 * the server components' React; outside a render it hands out a fresh, empty box.
 */
type Box = { buyer: PageBuyer | null };
const boxKey = Symbol.for('selvedge.pageBuyerBox');
type GlobalWithBox = typeof globalThis & { [boxKey]?: () => Box };

function box(): Box {
  const g = globalThis as GlobalWithBox;
  g[boxKey] ??= cache((): Box => ({ buyer: null }));
  return g[boxKey]();
}

/**
 * The cached copy renders for every buyer of this warehouse and price type (issue #35), or
 * (null) for a visitor.
 */
export function renderPageFor(buyer: PageBuyer | null): void {
  box().buyer = buyer;
}

/**
 * The buyer the current render is for; null outside a buyer's cached copy. Callable from any
 * bundle: reads the box through globalThis without importing React here.
 */
export function currentPageBuyer(): PageBuyer | null {
  const read = (globalThis as GlobalWithBox)[boxKey];
  return read ? read().buyer : null;
}
