import { HomePage } from '@/features/home/server';
import { pageLeads, pageTitles, shellTexts } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

/** The home page, shared by the live route (app/page.tsx) and its cached copy. */
const path = routes.home();

export const homeMetadata = () =>
  pageMetadata(path, {
    title: shellTexts.siteTitle,
    absoluteTitle: true,
    description: pageLeads.home,
  });

export async function Home({ preloader }: { preloader: boolean }) {
  const title = await pageHeading(path, pageTitles.home);
  return <HomePage title={title} preloader={preloader} />;
}
