import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFound from '@/app/not-found';

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
