import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider } from '@/features/home/components/banner-slider';
import { stubMatchMedia } from '../../components/media/intersection';

/** Swiper stands in: the test sees when it is loaded, with which options, and what it is told. */
const loaded = vi.hoisted(() => ({ count: 0 }));
const made = vi.hoisted(
  () =>
    [] as {
      el: HTMLElement;
      options: { modules: { name: string }[]; autoplay: unknown; keyboard: unknown };
      slideNext: ReturnType<typeof import('vitest').vi.fn>;
      slidePrev: ReturnType<typeof import('vitest').vi.fn>;
      slideTo: ReturnType<typeof import('vitest').vi.fn>;
    }[],
);

vi.mock('swiper', () => {
  loaded.count += 1;
  class Swiper {
    destroyed = false;
    autoplay = { stop: vi.fn() };
    slideNext = vi.fn();
    slidePrev = vi.fn();
    slideTo = vi.fn();
    constructor(el: HTMLElement, options: (typeof made)[number]['options']) {
      el.classList.add('swiper-initialized');
      made.push({
        el,
        options,
        slideNext: this.slideNext,
        slidePrev: this.slidePrev,
        slideTo: this.slideTo,
      });
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: Swiper };
});
vi.mock('swiper/modules', () => ({
  A11y: { name: 'A11y' },
  Keyboard: { name: 'Keyboard' },
  Autoplay: { name: 'Autoplay' },
}));

const slides = ['Каталог полотен', 'Пошив под ваш бренд', 'Индивидуальный дизайн'];
const slider = () => (
  <BannerSlider>
    {slides.map((title) => (
      <h2 key={title}>{title}</h2>
    ))}
  </BannerSlider>
);

let idle: (() => void) | undefined;
beforeEach(() => {
  made.length = 0;
  idle = undefined;
  // The browser stays busy until the test says it is idle.
  window.requestIdleCallback = ((cb: () => void) => {
    idle = cb;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {};
});
afterEach(() => vi.restoreAllMocks());

const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe('BannerSlider', () => {
  // Runs first: Swiper is a module, so it counts as loaded only until the first import.
  it('renders every slide in Swiper markup on the server, without loading Swiper', async () => {
    const html = renderToString(slider());
    expect(html).toMatch(/class="swiper [^"]*"/);
    expect(html).toMatch(/class="swiper-wrapper [^"]*"/);
    expect(html.match(/class="swiper-slide /g)).toHaveLength(3);
    for (const title of slides) expect(html).toContain(title);

    stubMatchMedia();
    render(slider());
    await settle();
    expect(loaded.count).toBe(0);
    expect(made).toHaveLength(0);
  });

  it('starts Swiper with A11y, Keyboard and autoplay once the browser is idle', async () => {
    stubMatchMedia();
    render(slider());
    await act(async () => {
      idle?.();
      await vi.dynamicImportSettled();
    });
    expect(made).toHaveLength(1);
    expect(made[0]!.el).toHaveClass('swiper', 'swiper-initialized');
    expect(made[0]!.options.modules.map((m) => m.name)).toEqual(['A11y', 'Keyboard', 'Autoplay']);
    expect(made[0]!.options.keyboard).toMatchObject({ enabled: true });
    expect(made[0]!.options.autoplay).toMatchObject({ delay: 6000 });
  });

  it('starts Swiper on the first touch of the slider, without autoplay under reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    render(slider());
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Главные предложения' }));
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]!.options.modules.map((m) => m.name)).toEqual(['A11y', 'Keyboard']);
    expect(made[0]!.options.autoplay).toBe(false);
  });

  it('a click on next or a dot before Swiper is there waits for it, then moves', async () => {
    stubMatchMedia();
    render(slider());
    fireEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]!.slideNext).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3 из 3' }));
    await settle();
    expect(made[0]!.slideTo).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий слайд' }));
    await settle();
    expect(made[0]!.slidePrev).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
  });
});
