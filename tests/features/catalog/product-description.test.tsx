/**
 * 1C's description on the product page (issue #35): a section 'Описание' with the HTML the API
 * sanitised, for visitors and buyers alike; no section when the product has no description.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductView } from '@/features/catalog/components/product-view';
import type { ProductDetail } from '@/lib/api/contract/catalog';
import { render } from '../../support/render';
import { anonymousDetail, buyerDetail } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const HTML =
  '<p>Мягкое <strong>плотное</strong> полотно.</p><ul><li>хлопок 95%</li><li>лайкра 5%</li></ul>' +
  '<table><thead><tr><th>Ширина</th><th>Плотность</th></tr></thead>' +
  '<tbody><tr><td>180 см</td><td>320 г/м²</td></tr></tbody></table>';

const withDescription = (detail: ProductDetail): ProductDetail => ({
  ...detail,
  description_html: HTML,
});

describe("the product page's description (issue #35)", () => {
  it.each([
    ['a visitor', anonymousDetail],
    ['a buyer', buyerDetail],
  ])('shows %s the section with its paragraphs, list and table', (_, detail) => {
    render(<ProductView product={withDescription(detail)} heading="Кулирка гладкокрашеная" />);
    const section = screen.getByRole('region', { name: 'Описание' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Описание' })).toBeVisible();
    expect(section).toHaveTextContent('Мягкое плотное полотно.');
    expect(within(section).getByText('плотное').tagName).toBe('STRONG');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['хлопок 95%', 'лайкра 5%']);
    const table = within(section).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Плотность' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '320 г/м²' })).toBeInTheDocument();
  });

  it('comes after the characteristics and the stock', () => {
    render(
      <ProductView product={withDescription(anonymousDetail)} heading="Кулирка гладкокрашеная" />,
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.indexOf('Описание')).toBeGreaterThan(titles.indexOf('Наличие на складах'));
    expect(titles.indexOf('Наличие на складах')).toBeGreaterThan(
      titles.indexOf('Основные характеристики'),
    );
  });

  it('is absent without a description', () => {
    render(<ProductView product={buyerDetail} heading="Кулирка гладкокрашеная" />);
    expect(buyerDetail.description_html).toBeNull();
    expect(screen.getByRole('region', { name: 'Основные характеристики' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Описание' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Описание' })).not.toBeInTheDocument();
  });
});
