import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { healthSchema } from '../../../lib/api/contract';
import { messages } from '../../http/app-error';
import { fail, ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type Router } from '../../http/router';
import { access } from '../../openapi/access';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  ...access.public,
  summary: 'Liveness and database reachability, for load balancers',
  responses: jsonResponses(healthSchema, 'The process is up and its database answers'),
});

export function registerHealthRoutes(app: Router, deps: AppDeps) {
  app.openapi(health, async (c) => {
    try {
      const { db, kind } = await deps.database();
      await db.execute(sql`select 1`);
      return ok(c, {
        status: 'ok' as const,
        database: kind,
        upstream: false,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        version: deps.version,
      });
    } catch (error) {
      c.var.log.error('health check failed', { error });
      return fail(c, 503, messages.unavailable);
    }
  });
}
