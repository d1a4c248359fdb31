import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { contactsSchema, footerSchema, headerSchema } from '../../../lib/api/contract';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type Router } from '../../http/router';
import { createShellRepository } from './repository';
import { createShellService } from './service';

const tags = ['Shell'];

const getHeader = createRoute({
  method: 'get',
  path: '/through_blocks/getHeader',
  tags,
  summary: 'Main navigation with submenus and the contacts panel, social links',
  responses: jsonResponses(headerSchema, 'The header'),
});

const getFooter = createRoute({
  method: 'get',
  path: '/through_blocks/getFooter',
  tags,
  summary: 'Footer columns, legal links, social links and contacts',
  responses: jsonResponses(footerSchema, 'The footer'),
});

const getContactAll = createRoute({
  method: 'get',
  path: '/through_blocks/getContactAll',
  tags,
  summary: 'Contact cards of the factory, office and warehouses with coordinates',
  responses: jsonResponses(contactsSchema, 'Contact cards'),
});

export function registerShellRoutes(app: Router, deps: AppDeps) {
  const service = async () => createShellService(createShellRepository((await deps.database()).db));
  // The header and footer are read by every page the storefront renders, and change only when
  // the navigation is edited: they are kept in the process's memo cache like the catalogue's
  // reference data (same TTL), so a page render does not pay for their queries each time.
  const cached = <T>(key: string, load: () => Promise<T>) =>
    deps.cache.getOrSet(`shell:${key}`, load);
  app.openapi(getHeader, async (c) =>
    ok(c, await cached('header', async () => (await service()).header())),
  );
  app.openapi(getFooter, async (c) =>
    ok(c, await cached('footer', async () => (await service()).footer())),
  );
  app.openapi(getContactAll, async (c) =>
    ok(c, {
      contacts: await cached('contacts', async () => (await service()).contactCards()),
    }),
  );
}
