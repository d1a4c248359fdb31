/**
 * The tab's sessionStorage for what the checkout remembers (issue #34): one tab's checkout, gone
 * with the tab. A refused storage (a sandboxed frame, a privacy setting) or a full one changes
 * nothing the buyer sees now: the checkout works without it.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeTab(change: (store: Storage) => void) {
  const store = tabStorage();
  if (!store) return;
  try {
    change(store);
  } catch {
    // Full or refused: see above.
  }
}

export function readTab(item: string): string | null {
  try {
    return tabStorage()?.getItem(item) ?? null;
  } catch {
    return null;
  }
}
