import { describe, expect, it } from 'vitest';
import {
  isSafeImageSrc,
  normaliseImages,
  resolvePosition,
  stepPosition,
} from '@/components/image-viewer/model/images';

describe('valid images (storefront.md §5: a string or an object with a string src)', () => {
  it('accepts strings and objects with a string src, keeping alt and title', () => {
    expect(
      normaliseImages([
        '/media/a.jpg',
        { src: '/media/b.jpg', alt: 'Футер', title: 'Футер 2-нитка' },
      ]),
    ).toEqual([
      { src: '/media/a.jpg', sourceIndex: 0 },
      { src: '/media/b.jpg', alt: 'Футер', title: 'Футер 2-нитка', sourceIndex: 1 },
    ]);
  });

  it('skips what is not an image, remembering where each valid one was', () => {
    const list = normaliseImages([
      null,
      { src: 42 },
      '',
      '   ',
      { alt: 'без адреса' },
      'javascript:alert(1)',
      { src: 'java\tscript:alert(1)' },
      { src: 'data:text/html,<script>alert(1)</script>' },
      '/media/ok.jpg',
      7,
    ]);
    expect(list).toEqual([{ src: '/media/ok.jpg', sourceIndex: 8 }]);
  });

  it('gives nothing for something that is not a list', () => {
    expect(normaliseImages(undefined)).toEqual([]);
    expect(normaliseImages('/media/a.jpg')).toEqual([]);
  });

  it('allows relative, http(s), blob: and data:image addresses only', () => {
    expect(isSafeImageSrc('/media/a.jpg')).toBe(true);
    expect(isSafeImageSrc('media/a.jpg')).toBe(true);
    expect(isSafeImageSrc('https://cdn.example.ru/a.webp')).toBe(true);
    expect(isSafeImageSrc('//cdn.example.ru/a.webp')).toBe(true);
    expect(isSafeImageSrc('blob:https://example.ru/3b1c')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc('JavaScript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('vbscript:x')).toBe(false);
    expect(isSafeImageSrc('file:///etc/passwd')).toBe(false);
  });
});

describe('index clamping', () => {
  const list = normaliseImages(['/a.jpg', null, '/c.jpg', '/d.jpg']); // sources 0, 2, 3

  it('maps the caller index onto the valid images', () => {
    expect(resolvePosition(list, 0)).toBe(0);
    expect(resolvePosition(list, 2)).toBe(1);
    expect(resolvePosition(list, 3)).toBe(2);
  });

  it('clamps below 0, past the end and non-numbers', () => {
    expect(resolvePosition(list, -5)).toBe(0);
    expect(resolvePosition(list, 99)).toBe(2);
    expect(resolvePosition(list, Number.NaN)).toBe(0);
    expect(resolvePosition(list, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('takes the next valid image for an index that points at a rejected one', () => {
    expect(resolvePosition(list, 1)).toBe(1);
  });

  it('is -1 with no valid image', () => {
    expect(resolvePosition([], 0)).toBe(-1);
  });
});

describe('previous and next', () => {
  it('stop at the ends without loop', () => {
    expect(stepPosition(0, -1, 3, false)).toBeNull();
    expect(stepPosition(2, 1, 3, false)).toBeNull();
    expect(stepPosition(1, 1, 3, false)).toBe(2);
  });

  it('wrap around with loop', () => {
    expect(stepPosition(0, -1, 3, true)).toBe(2);
    expect(stepPosition(2, 1, 3, true)).toBe(0);
  });

  it('go nowhere with fewer than two images', () => {
    expect(stepPosition(0, 1, 1, true)).toBeNull();
    expect(stepPosition(-1, 1, 0, true)).toBeNull();
  });
});
