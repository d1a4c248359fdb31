import { HomeHero, pageLeads, pageTitles, shellTexts } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.home();

export const generateMetadata = () =>
  pageMetadata(path, {
    title: shellTexts.siteTitle,
    absoluteTitle: true,
    description: pageLeads.home,
  });

export default async function HomePage() {
  return <HomeHero title={await pageHeading(path, pageTitles.home)} />;
}
