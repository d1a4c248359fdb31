/** Generated images under ${DATA_DIR}/media (server/modules/media). Never touches the database. */
import { serveMedia } from '@/server/modules/media/handler';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ path: string[] }>;
}

async function handle(request: Request, { params }: Context) {
  return serveMedia(request, (await params).path);
}

export { handle as GET, handle as HEAD };
