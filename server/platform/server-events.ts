/**
 * The one way this process sees Node's HTTP and HTTPS server events before Next does: it wraps
 * the servers' `emit` once per name (instrumentation-node.ts installs the hooks at start-up). A
 * hook gets each event first; answering true means it handled the event and Node's own default
 * must not run (a 'clientError' answered by the shop). Issue #36 is to replace this seam with a
 * small custom server.
 */
import 'server-only';
import http from 'node:http';
import https from 'node:https';

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
/** Sees an event before the server's listeners; true: handled, the listeners are not called. */
export type ServerEventHook = (
  server: http.Server,
  event: string | symbol,
  args: unknown[],
) => boolean;

/** Installs `hook` once per process under `name`; answers how to remove it (tests). */
export function hookServerEvents(name: string, hook: ServerEventHook): () => void {
  const installedKey = Symbol.for(`selvedge.${name}`);
  const g = globalThis as typeof globalThis & { [key: symbol]: (() => void) | undefined };
  const installed = g[installedKey];
  if (installed) return installed;
  const prototypes = [http.Server.prototype, https.Server.prototype] as unknown as { emit: Emit }[];
  const originals = prototypes.map((prototype) => prototype.emit);
  for (const [index, prototype] of prototypes.entries()) {
    const emit = originals[index]!;
    prototype.emit = function (this: unknown, event, ...args) {
      if (hook(this as http.Server, event, args)) return true;
      return emit.call(this, event, ...args);
    };
  }
  const uninstall = () => {
    for (const [index, prototype] of prototypes.entries()) prototype.emit = originals[index]!;
    delete g[installedKey];
  };
  g[installedKey] = uninstall;
  return uninstall;
}
