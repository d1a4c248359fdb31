// @ts-check
/**
 * Starts the shop: `npm start` (production build) and `npm run dev` (`--dev`). Next's request
 * handler behind the shop's own HTTP server (lib/framework/http-server.mjs), the custom server
 * Next documents, instead of `next start`: it lets the shop see each request and each
 * unparsable one before Next does without patching Node (docs/upgrading.md "Custom server").
 *
 *   node server.mjs [--dev] [--port 3000] [--hostname 0.0.0.0]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createShopServer } from './lib/framework/http-server.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string' },
  },
});
const port = Number(values.port);
const dev = values.dev ?? false;
const dir = path.dirname(fileURLToPath(import.meta.url));

process.title = 'selvedge';
// As `next start` and `next dev` set it, before Next (or React, read from node_modules by the
// server bundles) is loaded: the production builds of both are chosen by it.
process.env.NODE_ENV = dev ? 'development' : 'production';
const { default: next } = await import('next');

// An idle connection stays open 65 s: longer than a load balancer's own 60 s (README "Scaling out").
const { server, setHandler } = createShopServer({ keepAliveTimeoutMs: 65_000 });
const app = next({ dev, dir, port, hostname: values.hostname ?? 'localhost', httpServer: server });
await app.prepare();
setHandler(app.getRequestHandler());

server.listen(port, values.hostname, () => {
  console.log(`Selvedge ${dev ? '(dev) ' : ''}on http://${values.hostname ?? 'localhost'}:${port}`);
});

/** Stops taking connections, lets Next finish (cache writes, the database), then exits. */
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeIdleConnections();
  await app.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
