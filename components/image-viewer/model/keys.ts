export type KeyAction = 'close' | 'previous' | 'next' | 'zoomIn' | 'zoomOut' | 'reset';

/**
 * What a key does in the viewer: Escape closes, arrows move between images (swapped in
 * right-to-left mode, storefront.md §2), + and - zoom, 0 resets. Keys with modifiers other
 * than Shift are left to the browser.
 */
export function keyToAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  rtl: boolean,
): KeyAction | null {
  if (event.key === 'Escape') return 'close';
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'reset';
    default:
      return null;
  }
}
