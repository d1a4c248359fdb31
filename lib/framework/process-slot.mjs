// @ts-check
/**
 * One value per process, whichever of Next's bundles asks (docs/upgrading.md "Process slots").
 *
 * Next compiles instrumentation, proxy.ts, the route handlers and the pages into separate
 * bundles, and loads the cache handler outside any of them: a module two of them import runs
 * once in each, with module state of its own. What every part must share (the database, the
 * API's in-process transport, the page store, the server's hooks …) therefore lives on
 * globalThis under a registered symbol, `Symbol.for('selvedge.' + name)`; this is the one place
 * that reaches there. Plain ESM: the cache handler imports it outside the bundle.
 */

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/**
 * @template T
 * @param {string} name
 */
export function processSlot(name) {
  const key = Symbol.for(`selvedge.${name}`);
  return {
    /** @returns {T | undefined} */
    get: () => /** @type {T | undefined} */ (slots[key]),
    /** @param {T} value */
    set: (value) => {
      slots[key] = value;
    },
    clear: () => {
      delete slots[key];
    },
    /**
     * The value, created on the first call in this process.
     * @param {() => T} create
     * @returns {T}
     */
    getOrCreate: (create) => {
      if (!(key in slots)) slots[key] = create();
      return /** @type {T} */ (slots[key]);
    },
  };
}
