import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsivePicture } from '@/components/media';
import { installIntersectionObserver } from './intersection';

const mobile = { src: '/media/hero-800x1000.jpg', webp: '/media/hero-800x1000.webp' };
const desktop = { src: '/media/hero-1600x800.jpg', webp: '/media/hero-1600x800.webp' };

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

const sourcesOf = (container: Element) =>
  Array.from(container.querySelectorAll('source')).map((s) => ({
    media: s.getAttribute('media'),
    type: s.getAttribute('type'),
    srcSet: s.getAttribute('srcset') ?? '',
  }));

describe('ResponsivePicture', () => {
  it('serves the mobile picture up to 1100 px and the desktop one above, webp first', () => {
    const { container } = render(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="Цех" sizes="100vw" priority />,
    );
    const sources = sourcesOf(container);
    expect(sources.map(({ media, type }) => [media, type])).toEqual([
      ['(max-width: 1100px)', 'image/webp'],
      ['(max-width: 1100px)', null],
      [null, 'image/webp'],
    ]);
    expect(sources[0]!.srcSet).toContain(encodeURIComponent(mobile.webp));
    expect(sources[1]!.srcSet).toContain(encodeURIComponent(mobile.src));
    expect(sources[2]!.srcSet).toContain(encodeURIComponent(desktop.webp));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toContain(encodeURIComponent(desktop.src));
    expect(img).toHaveAttribute('alt', 'Цех');
  });

  it('puts the priority picture in the server HTML, eager and with a high fetch priority', () => {
    const html = renderToString(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="" sizes="100vw" priority />,
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain(encodeURIComponent(desktop.src));
  });

  it('loads a lazy picture only once it is within 300 px of the viewport at 10%', () => {
    const html = renderToString(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="Цех" sizes="50vw" />,
    );
    expect(html).not.toContain('/_next/image');
    expect(html).toContain('alt="Цех"');

    const { container } = render(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="Цех" sizes="50vw" />,
    );
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('src');
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(io.observers[0]!.options).toMatchObject({ rootMargin: '300px', threshold: 0.1 });

    act(() => io.set(img, true));
    expect(img.getAttribute('src')).toContain(encodeURIComponent(desktop.src));
    expect(container.querySelectorAll('source')).toHaveLength(3);
  });

  it('loads an idle picture (a clipped slide) once the browser is idle, wherever it is', () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = ((cb: () => void) => {
      idle = cb;
      return 1;
    }) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => {};
    const { container } = render(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="" sizes="100vw" lazy="idle" />,
    );
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('src');
    act(() => idle?.());
    expect(img.getAttribute('src')).toContain(encodeURIComponent(desktop.src));
  });

  it('only logs a picture that fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="" sizes="100vw" priority />,
    );
    const img = container.querySelector('img')!;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalledWith(
      '[media] image failed to load',
      expect.stringContaining(encodeURIComponent(desktop.src)),
    );
    expect(img).toBeInTheDocument();
    warn.mockRestore();
  });
});
