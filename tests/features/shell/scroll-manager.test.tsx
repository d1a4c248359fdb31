import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from '@/features/shell/components/scroll-manager';

const route = vi.hoisted(() => ({ pathname: '/catalog/kulirka/kulirka-1/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

afterEach(() => {
  vi.restoreAllMocks();
  route.pathname = '/catalog/kulirka/kulirka-1/';
});

describe('scroll on navigation (storefront.md §2)', () => {
  it("after a Back within the page (the image viewer's entry), the next page starts at the top", () => {
    window.history.replaceState(null, '', route.pathname);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<ScrollManager />);
    // The viewer closed by Back: a popstate at the same address (issue #34).
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    // Then a link to another product: its page starts at the top.
    route.pathname = '/catalog/kulirka/kulirka-2/';
    rerender(<ScrollManager />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a Back to another page keeps the position the browser restores', () => {
    window.history.replaceState(null, '', route.pathname);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<ScrollManager />);
    window.history.pushState(null, '', '/catalog/kulirka/');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    route.pathname = '/catalog/kulirka/';
    rerender(<ScrollManager />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
