import 'server-only';
import { renderScoped } from '../framework/render-scope';
import type { PageBuyer } from '../api/page-viewer';

/**
 * Whom the page being rendered is for, set by the cached copies (app/cached/_page/variant.ts)
 * from their variant and read by the server transport (lib/api/server-transport.ts), which runs
 * in another bundle (instrumentation): one box per render (lib/framework/render-scope.ts).
 */
const box = renderScoped<{ buyer: PageBuyer | null }>('pageBuyerBox', () => ({ buyer: null }));

/**
 * The cached copy renders for every buyer of this warehouse and price type (issue #35), or
 * (null) for a visitor.
 */
export function renderPageFor(buyer: PageBuyer | null): void {
  box.open().buyer = buyer;
}

/** The buyer the current render is for; null outside a buyer's cached copy. Callable from any bundle. */
export function currentPageBuyer(): PageBuyer | null {
  return box.read()?.buyer ?? null;
}
