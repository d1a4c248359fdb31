import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/not-found';
import { startNavigation, useLoadingBarStore } from '@/lib/stores/loading-bar';

// next.config.ts sets trailingSlash; the build inlines it for next/link, a test says it here.

vi.mock('next/navigation', () => ({ usePathname: () => '/no-such-page/' }));

afterEach(() => vi.restoreAllMocks());

describe('not-found screen (storefront.md §2)', () => {
  it("says the page does not exist yet and leads to the catalogue, logging 'Page Not Found: {path}'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Видимо такой страницы еще не существует' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog/');
    expect(document.querySelector('img[src*="not-found.svg"]')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('Page Not Found: /no-such-page/');
  });
});

describe('a fatal app error (storefront.md §2: the same screen)', () => {
  it('shows the not-found screen inside the shell, logs the error and turns the loading bar red', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('render failed');
    startNavigation();
    render(<ErrorPage error={error} retry={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Видимо такой страницы еще не существует' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog/');
    expect(document.querySelector('img[src*="not-found.svg"]')).not.toBeNull();
    expect(log).toHaveBeenCalledWith(error);
    expect(useLoadingBarStore.getState().phase).toBe('error');
  });

  it('when the root layout itself fails, a document of its own with the same heading and link', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('x')} retry={() => {}} />);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Видимо такой страницы еще не существует</h1>');
    expect(html).toContain('<a href="/catalog/">В каталог</a>');
    expect(html).toContain('src="/not-found.svg"');
  });
});
