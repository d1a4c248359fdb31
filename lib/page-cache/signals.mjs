// @ts-check
/**
 * Two facts the bundled server code tells the cache handler, which Next loads outside the
 * bundle: the pages' policy for a list of script hashes (lib/security/headers.ts, registered by
 * instrumentation-node.ts) and when an API call made for a page last failed (lib/api). One
 * process, one globalThis: the slots are how the two module graphs meet.
 */

const POLICY_SLOT = Symbol.for('selvedge.pageCache.policy');
const FAILURE_SLOT = Symbol.for('selvedge.pageCache.lastBackendFailure');

/** @typedef {(scriptHashes: string[]) => string} PolicyFor */

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/** @param {PolicyFor} policyFor */
export function registerCachedPagePolicy(policyFor) {
  slots[POLICY_SLOT] = policyFor;
}

/** @returns {PolicyFor | undefined} */
export function cachedPagePolicyFor() {
  return /** @type {PolicyFor | undefined} */ (slots[POLICY_SLOT]);
}

/** Called when an API call made on the server answered 5xx or did not answer. */
export function noteBackendFailure(at = Date.now()) {
  slots[FAILURE_SLOT] = at;
}

export function lastBackendFailure() {
  return /** @type {number | undefined} */ (slots[FAILURE_SLOT]) ?? 0;
}
