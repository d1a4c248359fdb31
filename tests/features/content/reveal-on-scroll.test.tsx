import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RevealOnScroll } from '@/features/content/components/reveal-on-scroll';
import { installIntersectionObserver, stubMatchMedia } from '../../components/media/intersection';

/** gsap stands in: the test sees when it is loaded and what it is asked to animate. */
const gsapLoaded = vi.hoisted(() => ({ count: 0 }));
const tweens = vi.hoisted(() => [] as { targets: unknown; vars: Record<string, unknown> }[]);
const conditionsSeen = vi.hoisted(() => [] as Record<string, boolean>[]);
const refresh = vi.hoisted(() => ({ calls: 0 }));

vi.mock('gsap', () => {
  gsapLoaded.count += 1;
  const gsap = {
    registerPlugin: () => {},
    from: (targets: unknown, vars: Record<string, unknown>) => tweens.push({ targets, vars }),
    matchMedia: () => ({
      add: (
        _queries: Record<string, string>,
        run: (context: { conditions: Record<string, boolean> }) => void,
      ) => {
        // The test's "browser": a 600 px wide phone, no reduced motion.
        const conditions = { phone: false, small: true, tablet: false, desktop: false };
        conditionsSeen.push(conditions);
        run({ conditions: { ...conditions, reduceMotion: false } });
      },
      revert: () => {},
    }),
  };
  return { gsap, default: gsap };
});
vi.mock('gsap/ScrollTrigger', () => ({
  ScrollTrigger: {
    refresh: () => {
      refresh.calls += 1;
    },
  },
}));

let io: ReturnType<typeof installIntersectionObserver>;

function page() {
  return render(
    <>
      <section data-reveal="" data-testid="first">
        <h2>На экране</h2>
      </section>
      <section data-reveal="" data-testid="below">
        <h2>Ниже</h2>
        <p>Текст</p>
      </section>
      <RevealOnScroll />
    </>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  io = installIntersectionObserver();
  gsapLoaded.count = 0;
  tweens.length = 0;
  refresh.calls = 0;
  // jsdom lays nothing out: the first section is on screen, the second below the fold.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.dataset.testid === 'below' ? window.innerHeight + 400 : 0;
    return { top, bottom: top + 300, left: 0, right: 0, width: 0, height: 300 } as DOMRect;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RevealOnScroll', () => {
  // Runs first: gsap is a module, so it counts as loaded only until the first import.
  it('never loads gsap under prefers-reduced-motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    page();
    expect(io.observers).toHaveLength(0);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(gsapLoaded.count).toBe(0);
  });
  it('loads gsap only when the first block below the fold comes within 300 px', async () => {
    stubMatchMedia();
    const { getByTestId } = page();
    const observer = io.observers[0]!;
    expect(observer.options.rootMargin).toBe('0px 0px 300px 0px');
    // The block already on screen is not watched (and never animated).
    expect([...observer.targets]).toEqual([getByTestId('below')]);
    await act(async () => {});
    expect(gsapLoaded.count).toBe(0);

    await act(async () => {
      io.set(getByTestId('below'), true);
      await vi.dynamicImportSettled();
    });
    expect(gsapLoaded.count).toBe(1);
    expect(tweens).toHaveLength(1);
    expect(tweens[0]!.targets).toBe(getByTestId('below').children);
    // The 521–640 px band's variant.
    expect(tweens[0]!.vars).toMatchObject({ y: 24, opacity: 0 });

    expect(refresh.calls).toBe(0);
    act(() => vi.advanceTimersByTime(500));
    expect(refresh.calls).toBe(1);
  });
});
