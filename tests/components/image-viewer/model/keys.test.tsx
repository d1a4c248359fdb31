import { describe, expect, it } from 'vitest';
import { keyToAction } from '@/components/image-viewer/model/keys';

const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('viewer keys (storefront.md §2)', () => {
  it('Escape closes', () => {
    expect(keyToAction(key('Escape'), false)).toBe('close');
  });

  it('arrows move between images, swapped in right-to-left mode', () => {
    expect(keyToAction(key('ArrowLeft'), false)).toBe('previous');
    expect(keyToAction(key('ArrowRight'), false)).toBe('next');
    expect(keyToAction(key('ArrowLeft'), true)).toBe('next');
    expect(keyToAction(key('ArrowRight'), true)).toBe('previous');
  });

  it('+, - and 0 zoom and reset', () => {
    expect(keyToAction(key('+'), false)).toBe('zoomIn');
    expect(keyToAction(key('='), false)).toBe('zoomIn');
    expect(keyToAction(key('-'), false)).toBe('zoomOut');
    expect(keyToAction(key('0'), false)).toBe('reset');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(keyToAction(key('a'), false)).toBeNull();
    expect(keyToAction(key('Tab'), false)).toBeNull();
    expect(keyToAction(key('ArrowLeft', { altKey: true }), false)).toBeNull();
    expect(keyToAction(key('+', { ctrlKey: true }), false)).toBeNull();
  });
});
