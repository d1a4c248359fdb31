import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar, LOADING_BAR_THROTTLE_MS } from '@/components/loading-bar';
import { failNavigation, resetNavigation } from '@/lib/stores/loading-bar';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

const bar = () => document.querySelector('[data-phase]') as HTMLElement;

function clickLink(href: string, init: MouseEventInit = {}) {
  const link = document.createElement('a');
  link.href = href;
  link.addEventListener('click', (event) => event.preventDefault()); // as next/link does
  document.body.append(link);
  fireEvent.click(link, init);
  link.remove();
}

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/';
});

afterEach(() => {
  act(() => resetNavigation());
  vi.useRealTimers();
});

describe('loading bar (storefront.md §2, §9)', () => {
  it('appears 200 ms after a click on a link to another page and finishes when the page changes', () => {
    const { rerender } = render(<LoadingBar />);
    act(() => clickLink('/catalog/'));
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    expect(bar()).not.toHaveAttribute('data-visible');

    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(bar()).toHaveAttribute('data-visible');

    navigation.pathname = '/catalog/';
    rerender(<LoadingBar />);
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });

  it('never shows for a fast page change', () => {
    const { rerender } = render(<LoadingBar />);
    act(() => clickLink('/about/'));
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 50));
    navigation.pathname = '/about/';
    rerender(<LoadingBar />);
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    expect(bar()).not.toHaveAttribute('data-visible');
  });

  it('ignores links to the same page, to other sites and opened in a new tab', () => {
    render(<LoadingBar />);
    act(() => clickLink('/#top'));
    act(() => clickLink('https://vk.com/selvedge'));
    act(() => clickLink('/catalog/', { ctrlKey: true }));
    expect(bar()).toHaveAttribute('data-phase', 'idle');
  });

  it('turns red on an error', () => {
    render(<LoadingBar />);
    act(() => failNavigation());
    expect(bar()).toHaveAttribute('data-phase', 'error');
    expect(bar()).toHaveAttribute('data-visible');
  });
});
