/**
 * The shop's own server (lib/framework/http-server.mjs) with the hooks start-up registers
 * (server/platform/server-hooks.ts), in front of a handler that stands for Next: what a request
 * meets before Next, exactly as `npm start` wires it.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShopServer, type Handler } from '@/lib/framework/http-server.mjs';
import { registerServerHooks } from '@/lib/framework/server-hooks.mjs';
import { shopServerHooks } from '@/server/platform/server-hooks';

export interface TestShopServer {
  server: http.Server;
  port: number;
  base: string;
  close(): Promise<void>;
}

export async function startShopServer(handler: Handler): Promise<TestShopServer> {
  registerServerHooks(shopServerHooks);
  const { server, setHandler } = createShopServer();
  setHandler(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
