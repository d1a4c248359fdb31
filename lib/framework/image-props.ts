/**
 * Next's `getImageProps` without next/image's client component (docs/upgrading.md "Image props").
 *
 * `next/image` exports it too, but importing `next/image` pulls the `<Image>` client component
 * (and its loader runtime) into every page that only needs the optimiser's URLs: the shop writes
 * its own `<img>` and `<picture>` elements from the props. The deep path is Next's own module
 * behind `next/image`'s re-export; tests/upgrade checks that it still exports the same function.
 */
export { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
