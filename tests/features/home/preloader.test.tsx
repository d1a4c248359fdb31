// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCrawler, shouldShowPreloader } from '@/features/home/model/preloader';
import { Preloader } from '@/features/home/components/preloader';

describe('shouldShowPreloader', () => {
  it('shows for a first visit of a browser, not with the flag, not for crawlers', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
    expect(shouldShowPreloader(undefined, chrome)).toBe(true);
    expect(shouldShowPreloader('1', chrome)).toBe(false);
    expect(shouldShowPreloader(undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    expect(isCrawler('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isCrawler(chrome)).toBe(false);
  });
});

describe('Preloader', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
    })) as typeof window.matchMedia;
    document.cookie = 'disable-preloader=; max-age=0; path=/';
  });
  afterEach(() => vi.useRealTimers());

  it('counts to 100 in about 1.5 s, fades, shrinks over 1 s, then leaves and sets the flag', () => {
    render(<Preloader />);
    const preloader = screen.getByTestId('preloader');
    expect(preloader).toHaveTextContent('0');
    act(() => vi.advanceTimersByTime(750));
    const halfway = Number(preloader.textContent?.match(/\d+/)?.[0]);
    expect(halfway).toBeGreaterThan(40);
    expect(halfway).toBeLessThan(60);
    expect(document.cookie).not.toContain('disable-preloader=1');

    act(() => vi.advanceTimersByTime(800));
    expect(preloader).toHaveTextContent('100');
    expect(preloader).toHaveAttribute('data-phase', 'fading');
    act(() => vi.advanceTimersByTime(450));
    expect(preloader).toHaveAttribute('data-phase', 'shrinking');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('preloader')).not.toBeInTheDocument();
    expect(document.cookie).toContain('disable-preloader=1');
  });

  it('steps aside at once for visitors who asked for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as typeof window.matchMedia;
    render(<Preloader />);
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByTestId('preloader')).not.toBeInTheDocument();
    expect(document.cookie).toContain('disable-preloader=1');
  });
});
