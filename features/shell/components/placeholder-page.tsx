import 'server-only';
import { PageIntro } from '@/components/page-intro';
import { routeSettings } from '@/lib/route-table';
import { pageHeading } from '../seo/page-metadata';

/**
 * A page whose content belongs to a later issue: its heading in the right place for its route.
 * Under a transparent header it opens with a dark hero band the header can sit on.
 * TODO(#9): each page replaces this with its own feature's component.
 */
export async function PlaceholderPage({
  path,
  title,
  lead,
}: {
  path: string;
  title: string;
  lead?: string;
}) {
  const heading = await pageHeading(path, title);
  const variant = routeSettings(path).header === 'transparent' ? 'hero' : 'plain';
  return <PageIntro variant={variant} title={heading} lead={lead} />;
}
