import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerImage } from '@/components/media/server-image';

const widths = (srcSet: string | null) =>
  (srcSet ?? '').split(', ').map((entry) => Number.parseInt(entry.split(' ')[1]!, 10));

/** Issue #22: a card's picture offers the widths a card can use, not every width up to 3,840. */
describe('ServerImage', () => {
  const sizes = '(min-width: 1101px) 28vw, 50vw';

  it('offers every width next/image knows without maxWidth', () => {
    render(<ServerImage src="/media/a.webp" alt="Пике" fill sizes={sizes} />);
    expect(widths(screen.getByRole('img').getAttribute('srcset')).at(-1)).toBe(3840);
  });

  it('stops at the first width that covers maxWidth at twice the density, and serves it as src', () => {
    render(<ServerImage src="/media/a.webp" alt="Пике" fill sizes={sizes} maxWidth={520} />);
    const image = screen.getByRole('img');
    expect(widths(image.getAttribute('srcset'))).toEqual([256, 384, 640, 750, 828, 1080]);
    expect(image.getAttribute('src')).toContain('w=1080');
    expect(image.getAttribute('sizes')).toBe(sizes);
  });

  it('keeps the whole srcset when no width covers maxWidth', () => {
    render(<ServerImage src="/media/a.webp" alt="Пике" fill sizes={sizes} maxWidth={4000} />);
    expect(widths(screen.getByRole('img').getAttribute('srcset')).at(-1)).toBe(3840);
  });
});
