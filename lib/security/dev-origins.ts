/**
 * Hosts whose pages may reach `next dev`'s own resources (its hot-reload socket above all).
 *
 * Next 16 refuses those to any host but `localhost` unless next.config.ts lists it in
 * `allowedDevOrigins`, and a page whose hot-reload socket is refused never hydrates: Turbopack's
 * development runtime waits for it, so every button is dead and every link a full reload. The
 * shop is usually opened at 127.0.0.1 (SITE_URL, the e2e setup) or at the host SITE_URL names.
 * Production builds have no such socket and ignore the list.
 */
export function devOrigins(siteUrl: string): string[] {
  const hosts = new Set(['localhost', '127.0.0.1']);
  hosts.add(new URL(siteUrl).hostname);
  return [...hosts];
}
