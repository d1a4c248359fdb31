import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerCard } from '@/features/search/components/banner-card';
import type { Banner } from '@/lib/api/contract/catalog';

const banner = (image: Banner['image']): Banner => ({
  id: 1,
  title: 'Образцы бесплатно',
  subtitle: null,
  description: [],
  image,
  link: null,
  linkTitle: null,
});

describe('a list banner’s picture (storefront.md §9: mobile up to 1100 px, desktop from 1101)', () => {
  it('serves the mobile image up to 1100 px and the other one from 1101 px', () => {
    const { container } = render(
      <BannerCard
        banner={banner({
          mobile: { src: '/m.jpg', webp: '/m.webp' },
          other: { src: '/d.jpg', webp: '/d.webp' },
        })}
      />,
    );
    const sources = [...container.querySelectorAll('source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 1100px)', '/m.webp'],
      ['(max-width: 1100px)', '/m.jpg'],
      [null, '/d.webp'],
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/d.jpg');
    expect(screen.getByRole('complementary', { name: 'Образцы бесплатно' })).toBeInTheDocument();
  });

  it('uses the one image it has at every width', () => {
    const { container } = render(
      <BannerCard banner={banner({ other: { src: '/d.jpg', webp: '/d.webp' } })} />,
    );
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset'))).toEqual([
      '/d.webp',
      '/d.jpg',
      '/d.webp',
    ]);
  });
});
