import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyVideo } from '@/components/media';
import { installIntersectionObserver, stubMatchMedia } from './intersection';

let io: ReturnType<typeof installIntersectionObserver>;
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  io = installIntersectionObserver();
  // jsdom has no media playback: play() and pause() flip `paused` and fire the events.
  play = vi.fn(function (this: HTMLVideoElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLVideoElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderVideo() {
  const view = render(
    <LazyVideo
      src="/video/knitting.webm"
      type="video/webm"
      label="Вязальная машина"
      poster={<span role="img" aria-label="Цех" />}
      posterSrc="/poster.webp"
    />,
  );
  const video = view.container.querySelector('video')!;
  return { ...view, video };
}

/** Within 300 px (lazy loading) and within 100 px (playback). */
const comeIntoView = (video: Element) =>
  act(() => {
    io.set(video, true, '300px');
    io.set(video, true, '100px');
  });

describe('LazyVideo', () => {
  it('fetches nothing until it comes near, muted and looping over its poster', () => {
    stubMatchMedia();
    const { video, getByRole } = renderVideo();
    expect(getByRole('img', { name: 'Цех' })).toBeInTheDocument();
    expect(video.querySelector('source')).toBeNull();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('aria-label', 'Вязальная машина');
    // The poster node shows; the element fetches no poster of its own.
    expect(video).not.toHaveAttribute('poster');
    const margins = io.observers.map((o) => o.options.rootMargin);
    expect(margins).toEqual(expect.arrayContaining(['300px', '100px']));

    act(() => io.set(video, true, '300px'));
    expect(video.querySelector('source')).toHaveAttribute('src', '/video/knitting.webm');
  });

  it('starts 100 ms after coming into view and pauses when it leaves', () => {
    stubMatchMedia();
    const { video } = renderVideo();
    comeIntoView(video);
    act(() => vi.advanceTimersByTime(99));
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);

    act(() => io.set(video, false, '100px'));
    expect(pause).toHaveBeenCalledTimes(1);

    act(() => io.set(video, true, '100px'));
    act(() => vi.advanceTimersByTime(100));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('does not start when scrolled past within 100 ms', () => {
    stubMatchMedia();
    const { video } = renderVideo();
    comeIntoView(video);
    act(() => vi.advanceTimersByTime(50));
    act(() => io.set(video, false, '100px'));
    act(() => vi.advanceTimersByTime(500));
    expect(play).not.toHaveBeenCalled();
  });

  it('under reduced motion never starts by itself but offers controls', () => {
    stubMatchMedia({ reducedMotion: true });
    const { video } = renderVideo();
    comeIntoView(video);
    act(() => vi.advanceTimersByTime(1000));
    expect(play).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('controls');
    // With its controls it covers the poster node, so it shows the poster file itself.
    expect(video).toHaveAttribute('poster', '/poster.webp');

    // The visitor presses play: from then on it follows the in-view rule.
    act(() => {
      void video.play();
    });
    act(() => io.set(video, false, '100px'));
    expect(pause).toHaveBeenCalled();
    act(() => io.set(video, true, '100px'));
    act(() => vi.advanceTimersByTime(100));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('only logs a file that fails to load', () => {
    stubMatchMedia();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { video } = renderVideo();
    act(() => io.set(video, true, '300px'));
    act(() => {
      video.querySelector('source')!.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalledWith('[media] video failed to load', '/video/knitting.webm');
  });
});
