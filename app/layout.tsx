import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { ModalHost } from '@/components/modal';
import { AfterLoad } from '@/features/shell/components/after-load';
import { Analytics } from '@/features/shell/components/analytics';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { HydrationSignal } from '@/features/shell/components/hydration-signal';
import { Providers } from '@/features/shell/providers/providers';
import { RouteFrame } from '@/features/shell/components/route-frame';
import { ScrollManager } from '@/features/shell/components/scroll-manager';
import { shellTexts } from '@/features/shell/texts';
// The 404 and error screens' styles belong in the root layout's sheet: Next sends the styles of
// the error and not-found boundaries with every page, and a sheet the layout does not have is
// sent once per boundary and once more for the page (issue #36: +6.5 KB of the privacy page's
// HTML when the shell's barrel, which brought them along, was removed).
import '@/components/button/button.module.scss';
import '@/features/shell/components/not-found-screen.module.scss';
import { loadShellData } from '@/features/shell/api/load-shell';
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
