import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactCard } from '@/lib/api/contract';

/** storefront.md §9: map defaults — language ru_RU, version v3; the map needs an API key. */
const card = (id: number, title: string, latitude: number, longitude: number): ContactCard => ({
  id,
  kind: 'warehouse',
  title,
  address: 'адрес',
  phone: ['+7 800 555-47-21'],
  email: [],
  latitude,
  longitude,
  detail_page_url: `/contacts/#contact-${id}`,
  workingHours: null,
  storeXmlId: null,
});

const contacts = [card(1, 'Склад Москва', 55.75, 37.62), card(2, 'Склад Иваново', 57, 41)];

const mapScript = () =>
  [...document.head.querySelectorAll('script')].find((s) =>
    s.src.startsWith('https://api-maps.yandex.ru/'),
  );

/** The component keeps its script load per page (module state): a fresh module per test. */
let YandexMap: typeof import('@/features/content/components/yandex-map').YandexMap;

describe('Yandex map of the contacts page', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ YandexMap } = await import('@/features/content/components/yandex-map'));
  });
  afterEach(() => {
    mapScript()?.remove();
    delete (window as { ymaps3?: unknown }).ymaps3;
  });

  it('loads Yandex Maps v3 in Russian with the configured key and marks every place', async () => {
    const created: { center?: unknown; markers: string[] } = { markers: [] };
    render(<YandexMap apiKey="key 42" contacts={contacts} />);
    const script = mapScript();
    expect(script?.src).toBe('https://api-maps.yandex.ru/v3/?apikey=key%2042&lang=ru_RU');

    class Layer {}
    (window as { ymaps3?: unknown }).ymaps3 = {
      ready: Promise.resolve(),
      YMap: class {
        constructor(_el: HTMLElement, props: { location: { center: unknown } }) {
          created.center = props.location.center;
        }
        addChild() {}
        destroy() {}
      },
      YMapDefaultSchemeLayer: Layer,
      YMapDefaultFeaturesLayer: Layer,
      YMapMarker: class {
        constructor(_props: object, el: HTMLElement) {
          created.markers.push(`${el.textContent} → ${el.getAttribute('href')}`);
        }
      },
    };
    await act(async () => {
      script!.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });

    expect(created.markers).toEqual(['Склад Москва → #contact-1', 'Склад Иваново → #contact-2']);
    expect(created.center).toEqual([(37.62 + 41) / 2, (55.75 + 57) / 2]);
    expect(screen.getByRole('region', { name: 'Фабрика и склады на карте' })).toBeInTheDocument();
  });

  it('gives up its place when the map script cannot load: the list of places remains', async () => {
    const { container } = render(<YandexMap apiKey="key" contacts={contacts} />);
    await act(async () => {
      mapScript()!.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(container).toBeEmptyDOMElement();
  });
});
