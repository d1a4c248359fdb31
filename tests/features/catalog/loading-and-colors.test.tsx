import { act, renderHook, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorTiles } from '@/features/catalog/components/color-tiles';
import { useDebouncedFlag } from '@/features/catalog/model/use-debounced-flag';
import { anonymousDetail } from './fixtures';

afterEach(() => vi.useRealTimers());

describe('the catalogue loading flag is debounced 100 ms (storefront.md §4)', () => {
  it('turns on only after 100 ms of loading, and off at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ flag }) => useDebouncedFlag(flag), {
      initialProps: { flag: false },
    });
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('a load shorter than 100 ms never shows', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ flag }) => useDebouncedFlag(flag), {
      initialProps: { flag: true },
    });
    act(() => vi.advanceTimersByTime(60));
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });
});

describe('colour tiles (storefront.md §4: skeleton for 700 ms)', () => {
  it('show a skeleton, then links to the sibling colours with the current one marked', () => {
    vi.useFakeTimers();
    render(
      <ColorTiles
        colors={anonymousDetail.colors}
        currentId={anonymousDetail.id}
        title={anonymousDetail.title}
      />,
    );
    expect(screen.getByTestId('color-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Цвета' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('list', { name: 'Цвета' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const tiles = screen.getByRole('list', { name: 'Цвета' });
    expect(within(tiles).getByRole('link', { name: 'Цвет 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tiles).getByRole('link', { name: 'Цвет 2' })).toHaveAttribute(
      'href',
      '/catalog/kulirka/kulirka-c1/',
    );
  });
});
