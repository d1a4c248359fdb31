import { cookies, headers } from 'next/headers';
import { shouldShowPreloader } from '@/features/home';
import { HomePage } from '@/features/home/server';
import { pageLeads, pageTitles, shellTexts } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { PRELOADER_COOKIE } from '@/lib/cookies';
import { routes } from '@/lib/routes';

const path = routes.home();

export const generateMetadata = () =>
  pageMetadata(path, {
    title: shellTexts.siteTitle,
    absoluteTitle: true,
    description: pageLeads.home,
  });

export default async function Page() {
  const [title, cookieStore, requestHeaders] = await Promise.all([
    pageHeading(path, pageTitles.home),
    cookies(),
    headers(),
  ]);
  const preloader = shouldShowPreloader(
    cookieStore.get(PRELOADER_COOKIE)?.value,
    requestHeaders.get('user-agent'),
  );
  return <HomePage title={title} preloader={preloader} />;
}
