import { cookies, headers } from 'next/headers';
import { shouldShowPreloader } from '@/features/home/model/preloader';
import { PRELOADER_COOKIE } from '@/lib/cookies';
import { Home, homeMetadata } from './_home/home';

export const generateMetadata = homeMetadata;

export default async function Page() {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  const preloader = shouldShowPreloader(
    cookieStore.get(PRELOADER_COOKIE)?.value,
    requestHeaders.get('user-agent'),
  );
  return <Home preloader={preloader} />;
}
