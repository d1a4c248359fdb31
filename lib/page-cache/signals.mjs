// @ts-check
/**
 * Two facts the bundled server code tells the cache handler, which Next loads outside the
 * bundle: the pages' policy for a list of script hashes (lib/security/headers.ts, registered by
 * instrumentation-node.ts) and when an API call made for a page last failed (lib/api). Process
 * slots (lib/framework/process-slot.mjs) are how the two module graphs meet.
 */
import { processSlot } from '../framework/process-slot.mjs';

/** @typedef {(scriptHashes: string[]) => string} PolicyFor */

/** @type {import('../framework/process-slot.mjs').ProcessSlot<PolicyFor>} */
const policySlot = processSlot('pageCache.policy');
/** @type {import('../framework/process-slot.mjs').ProcessSlot<number>} */
const failureSlot = processSlot('pageCache.lastBackendFailure');

/** @param {PolicyFor} policyFor */
export function registerCachedPagePolicy(policyFor) {
  policySlot.set(policyFor);
}

/** @returns {PolicyFor | undefined} */
export function cachedPagePolicyFor() {
  return policySlot.get();
}

/** Called when an API call made on the server answered 5xx or did not answer. */
export function noteBackendFailure(at = Date.now()) {
  failureSlot.set(at);
}

export function lastBackendFailure() {
  return failureSlot.get() ?? 0;
}
