/**
 * storefront.md §2: "a guest 'user stock' value is kept locally: if authenticated it is removed,
 * otherwise it is refreshed". A guest's chosen warehouse (the catalogue's stockCode) lives in
 * localStorage so it survives visits; once logged in, the buyer's own warehouse rules instead.
 */
export const GUEST_STOCK_KEY = 'user-stock';
/** A guest's choice is forgotten after this long without a visit. */
export const GUEST_STOCK_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

interface Stored {
  code: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Stored | null {
  const raw = storage()?.getItem(GUEST_STOCK_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    return typeof value.code === 'string' && typeof value.at === 'number'
      ? { code: value.code, at: value.at }
      : null;
  } catch {
    return null;
  }
}

export function getGuestStock(now = Date.now()): string | null {
  const stored = read();
  if (!stored || now - stored.at > GUEST_STOCK_MAX_AGE_MS) return null;
  return stored.code;
}

export function setGuestStock(code: string | null, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  if (code) store.setItem(GUEST_STOCK_KEY, JSON.stringify({ code, at: now }));
  else store.removeItem(GUEST_STOCK_KEY);
}

/** On each visit: a logged-in buyer's copy is removed; a guest's is refreshed (or expires). */
export function syncGuestStock(authenticated: boolean, now = Date.now()): void {
  if (authenticated) {
    setGuestStock(null);
    return;
  }
  setGuestStock(getGuestStock(now), now);
}
