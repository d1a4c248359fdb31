'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * A plain <img>, drawn by a client component: for a server component's eager picture (the
 * listing's first photos). React's Flight server turns every non-lazy <img> a server component
 * renders into a preload hint of the page's RSC payload, and the router's prefetch of that page
 * then preloads its photos on the page the visitor is on, which never shows them (Chromium:
 * "preloaded using link preload but not used", issue #34). Rendered here, the <img> is only in
 * the HTML, whose own preload (React DOM's, and ./image-preload.tsx) is the page's.
 */
export function EagerImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>; alt comes with the props
  return <img {...props} />;
}
