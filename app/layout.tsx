import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { ModalHost } from '@/components/modal';
import {
  AfterLoad,
  Analytics,
  Footer,
  Header,
  HydrationSignal,
  Providers,
  RouteFrame,
  ScrollManager,
  shellTexts,
} from '@/features/shell';
import { loadShellData } from '@/features/shell/server';
import { SESSION_FLAG_COOKIE, STAFF_FLAG_COOKIE } from '@/lib/cookies';
import { clientEnv, loadServerEnv } from '@/lib/env';
import { NONCE_HEADER } from '@/lib/security/page-policy';
import { fontVariables } from './fonts';
import { ModalRegistry } from './modal-registry';
import '@/styles/globals.scss';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(loadServerEnv().SITE_URL),
    title: { default: shellTexts.siteTitle, template: `%s — ${shellTexts.siteName}` },
    description: shellTexts.siteDescription,
    applicationName: shellTexts.siteName,
    icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
    openGraph: { type: 'website', locale: 'ru_RU', siteName: shellTexts.siteName },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#f7f5f1',
};

/**
 * The shell around every page. Reading the request's cookies makes every page render per
 * request, so nothing that needs the API (and the database behind it) runs during `next build`.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieStore = await cookies();
  const hasSession = cookieStore.has(SESSION_FLAG_COOKIE);
  const isStaff = hasSession && cookieStore.has(STAFF_FLAG_COOKIE);
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const shell = await loadShellData();

  return (
    <html lang="ru" className={fontVariables}>
      <body>
        <a href="#main" className="skip-link">
          {shellTexts.skipLink}
        </a>
        <Providers>
          <RouteFrame
            header={
              <Header
                data={shell.header}
                hasSession={hasSession}
                isStaff={isStaff}
                catalogSections={shell.catalogSections}
              />
            }
            footer={<Footer data={shell.footer} />}
          >
            {children}
          </RouteFrame>
          <ModalRegistry />
          <ModalHost />
        </Providers>
        <ScrollManager />
        <AfterLoad />
        <Suspense>
          <Analytics counterId={clientEnv.NEXT_PUBLIC_YM_COUNTER_ID} nonce={nonce} />
        </Suspense>
        <HydrationSignal />
      </body>
    </html>
  );
}
