import { OrganizationJsonLd } from '@/features/content/components/organization-json-ld';
import { HomePage } from '@/features/home/components/home-page';
import { pageLeads, pageTitles, shellTexts } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
  // The shop's JSON-LD is content's part with the shell's words: composed here, so that neither
  // feature imports the other (docs/style.md §1).
  return (
    <>
      <HomePage title={title} preloader={preloader} />
      <OrganizationJsonLd name={shellTexts.siteName} description={shellTexts.siteDescription} />
    </>
  );
}
