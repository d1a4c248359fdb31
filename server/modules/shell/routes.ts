import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { contactsSchema, footerSchema, headerSchema } from '../../../lib/api/contract';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { ShellService } from './service';

const tags = ['Shell'];

const getHeader = createRoute({
  method: 'get',
  path: '/through_blocks/getHeader',
  tags,
  ...access.public,
  summary: 'Main navigation with submenus and the contacts panel, social links',
  responses: jsonResponses(headerSchema, 'The header'),
});

const getFooter = createRoute({
  method: 'get',
  path: '/through_blocks/getFooter',
  tags,
  ...access.public,
  summary: 'Footer columns, legal links, social links and contacts',
  responses: jsonResponses(footerSchema, 'The footer'),
});

const getContactAll = createRoute({
  method: 'get',
  path: '/through_blocks/getContactAll',
  tags,
  ...access.public,
  summary: 'Contact cards of the factory, office and warehouses with coordinates',
  responses: jsonResponses(contactsSchema, 'Contact cards'),
});

export function registerShellRoutes(
  app: Router,
  services: { shell: PerRequest<ShellService> },
  deps: Pick<AppDeps, 'cache'>,
) {
  const service = services.shell;
  // The header and footer are read by every page the storefront renders, and change only when
  // the navigation is edited: they are kept in the process's memo cache like the catalogue's
  // reference data (same TTL), so a page render does not pay for their queries each time.
  const cached = <T>(key: string, load: () => Promise<T>) =>
    deps.cache.getOrSet(`shell:${key}`, load);
  app.openapi(getHeader, async (c) =>
    ok(c, await cached('header', async () => (await service(c)).header())),
  );
  app.openapi(getFooter, async (c) =>
    ok(c, await cached('footer', async () => (await service(c)).footer())),
  );
  app.openapi(getContactAll, async (c) =>
    ok(c, {
      contacts: await cached('contacts', async () => (await service(c)).contactCards()),
    }),
  );
}
