/**
 * Which images the viewer shows (storefront.md §5, SF-5.05): an image is valid only if it is a
 * string or an object with a string src; an empty or unsafe src is rejected too. The viewer
 * works on the valid ones and remembers each one's position in the caller's list, so that the
 * index it reports back (onIndexChange, onError) is the caller's.
 */
export interface ImageViewerImage {
  src: string;
  alt?: string;
  title?: string;
}

export type ImageViewerSource = ImageViewerImage | string;

export interface ViewerImage {
  src: string;
  alt?: string;
  title?: string;
  /** Position of this image in the list the caller passed. */
  sourceIndex: number;
}

const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]+/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'blob']);

/**
 * True for an image address that may go into <img src>: a relative or http(s) URL, a blob:
 * URL, or a data: URL of an image. Everything else (javascript:, file:, data:text/html, …) is
 * refused, an allowlist as in components/link/safe-href.ts.
 */
export function isSafeImageSrc(src: string): boolean {
  const compact = src.replace(IGNORED_BY_BROWSERS, '');
  if (!compact) return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'data') return /^data:image\//i.test(compact);
  return SAFE_SCHEMES.has(scheme);
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The valid images of `images`, in order, each with its position in `images`. */
export function normaliseImages(images: unknown): ViewerImage[] {
  if (!Array.isArray(images)) return [];
  const valid: ViewerImage[] = [];
  images.forEach((item: unknown, sourceIndex) => {
    if (typeof item === 'string') {
      if (isSafeImageSrc(item)) valid.push({ src: item.trim(), sourceIndex });
      return;
    }
    if (typeof item !== 'object' || item === null) return;
    const { src, alt, title } = item as Record<string, unknown>;
    if (typeof src !== 'string' || !isSafeImageSrc(src)) return;
    valid.push({
      src: src.trim(),
      alt: optionalText(alt),
      title: optionalText(title),
      sourceIndex,
    });
  });
  return valid;
}

/**
 * The position among the valid images to show for the caller's `index`, clamped: below 0 or
 * not a number gives the first, past the end the last; an index that points at a rejected image
 * gives the next valid one after it (or the last one). -1 when there is no valid image.
 */
export function resolvePosition(images: readonly ViewerImage[], index: number): number {
  if (images.length === 0) return -1;
  if (!Number.isFinite(index) || index <= 0) return 0;
  const at = images.findIndex((image) => image.sourceIndex >= Math.floor(index));
  return at === -1 ? images.length - 1 : at;
}

/**
 * The position after moving by `step` (+1 next, -1 previous), or null when the move is not
 * possible: at the ends without loop, or with fewer than two images.
 */
export function stepPosition(
  position: number,
  step: 1 | -1,
  count: number,
  loop: boolean,
): number | null {
  if (count < 2 || position < 0) return null;
  const next = position + step;
  if (next >= 0 && next < count) return next;
  return loop ? (next + count) % count : null;
}
