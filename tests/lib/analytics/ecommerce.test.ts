import { afterEach, describe, expect, it } from 'vitest';
import {
  configureEcommerce,
  productOfCartLine,
  pushCartChange,
  pushEcommerce,
  type EcommerceProduct,
} from '@/lib/analytics/ecommerce';

const jersey: EcommerceProduct = {
  productId: 42,
  article: 'ДЖ-107',
  name: 'Джерси вискозный',
  section: 'Джерси',
  color: 'Белый',
  price: 512.5,
};

afterEach(() => configureEcommerce(undefined));

describe('Yandex Metrica e-commerce data layer (issue #21)', () => {
  it('pushes nothing without a counter', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushEcommerce('detail', [{ product: jersey }], undefined, target)).toBe(false);
    expect(pushCartChange(jersey, 20, target)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
  });

  it('pushes detail, add, remove and purchase in RUB with article, name, section, colour and kg', () => {
    configureEcommerce('98765');
    const target: { dataLayer?: unknown[] } = {};
    pushEcommerce('detail', [{ product: { ...jersey, price: undefined } }], undefined, target);
    pushCartChange(jersey, 40, target);
    pushCartChange(jersey, -20, target);
    pushCartChange(jersey, 0, target); // no change, no event
    pushEcommerce('purchase', [{ product: jersey, kg: 20 }], { id: 1001, revenue: 10_250 }, target);
    const product = {
      id: 'ДЖ-107',
      name: 'Джерси вискозный',
      category: 'Джерси',
      variant: 'Белый',
    };
    expect(target.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', detail: { products: [product] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: { products: [{ ...product, price: 512.5, quantity: 40 }] },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: { products: [{ ...product, price: 512.5, quantity: 20 }] },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: '1001', revenue: 10_250 },
            products: [{ ...product, price: 512.5, quantity: 20 }],
          },
        },
      },
    ]);
  });

  it('reads a cart line of the API; the product id stands in for a missing article', () => {
    const line = {
      product_id: 7,
      price: 300,
      properties: { title: 'Футер', article: null, color: 'Чёрный', section: { title: 'Футер' } },
    };
    expect(productOfCartLine(line)).toEqual({
      productId: 7,
      article: null,
      name: 'Футер',
      section: 'Футер',
      color: 'Чёрный',
      price: 300,
    });
    configureEcommerce('1');
    const target: { dataLayer?: unknown[] } = {};
    pushCartChange(productOfCartLine(line), 12.5, target);
    expect(target.dataLayer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: {
            products: [
              {
                id: '7',
                name: 'Футер',
                category: 'Футер',
                variant: 'Чёрный',
                price: 300,
                quantity: 12.5,
              },
            ],
          },
        },
      },
    ]);
  });
});
