'use client';

import { useEffect } from 'react';
import { shellClientTexts } from '@/features/shell/client-texts';
import { routes } from '@/lib/routes';

// The root layout itself failed: no shell, no global styles, no fonts. The same screen as
// not-found (storefront.md §2), with its own document and a few inline styles.

const css = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: #f7f5f1; color: #1e1d1b; text-align: center;
    font-family: Montserrat, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { display: flex; flex-direction: column; align-items: center; gap: 32px; }
  img { width: min(480px, 100%); height: auto; }
  h1 { margin: 0; max-width: 22ch; font-size: clamp(24px, 1.6vw + 16px, 40px); font-weight: 600; line-height: 1.2; }
  a { display: inline-flex; align-items: center; min-height: 52px; padding: 0 32px; border-radius: 4px;
    background: #1e1d1b; color: #fff; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 2px solid #c0262d; outline-offset: 2px; }
`;

export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="ru">
      <body>
        <title>{shellClientTexts.notFoundTitle}</title>
        <style>{css}</style>
        <main>
          {/* eslint-disable-next-line @next/next/no-img-element -- no image optimiser without the app */}
          <img src="/not-found.svg" alt="" width={480} height={300} />
          <h1>{shellClientTexts.notFoundTitle}</h1>
          {/* A full page load: the app that failed is not trusted to navigate. */}
          <a href={routes.catalog()}>{shellClientTexts.toCatalog}</a>
        </main>
      </body>
    </html>
  );
}
