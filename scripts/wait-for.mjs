/**
 * Waits until `url` answers 200 (a server or Chromium's DevTools port coming up): the benches and
 * scripts/chromium.mjs poll this way. Plain ESM, so that scripts run with node can use it too.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {number} [everyMs]
 */
export async function waitFor(url, timeoutMs, everyMs = 500) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
