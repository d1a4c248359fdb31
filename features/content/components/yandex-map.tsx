'use client';

import { useEffect, useRef, useState } from 'react';
import type { ContactCard } from '@/lib/api/contract';
import { contentTexts } from '../texts';
import styles from './yandex-map.module.scss';

/** storefront.md §9: Yandex Maps JS API v3, language ru_RU, an API key is required. */
const scriptUrl = (apiKey: string) =>
  `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;

interface YMaps3 {
  ready: Promise<void>;
  YMap: new (el: HTMLElement, props: object) => { addChild(child: object): void; destroy(): void };
  YMapDefaultSchemeLayer: new (props?: object) => object;
  YMapDefaultFeaturesLayer: new (props?: object) => object;
  YMapMarker: new (props: object, el: HTMLElement) => object;
}

let loading: Promise<YMaps3> | null = null;
function loadYmaps(apiKey: string): Promise<YMaps3> {
  loading ??= new Promise<YMaps3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(apiKey);
    script.async = true;
    script.onload = () => {
      const ymaps3 = (window as unknown as { ymaps3?: YMaps3 }).ymaps3;
      if (ymaps3) void ymaps3.ready.then(() => resolve(ymaps3), reject);
      else reject(new Error('ymaps3 missing'));
    };
    script.onerror = () => reject(new Error('ymaps3 failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The factory and warehouses on a map; the list beside it stays the way to read them. */
export function YandexMap({
  apiKey,
  contacts,
}: {
  apiKey: string;
  contacts: readonly ContactCard[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || contacts.length === 0) return;
    let map: { destroy(): void } | null = null;
    let cancelled = false;
    loadYmaps(apiKey)
      .then((ymaps3) => {
        if (cancelled) return;
        const lng = contacts.reduce((s, c) => s + c.longitude, 0) / contacts.length;
        const lat = contacts.reduce((s, c) => s + c.latitude, 0) / contacts.length;
        const created = new ymaps3.YMap(el, { location: { center: [lng, lat], zoom: 4 } });
        created.addChild(new ymaps3.YMapDefaultSchemeLayer());
        created.addChild(new ymaps3.YMapDefaultFeaturesLayer());
        for (const card of contacts) {
          const marker = document.createElement('a');
          marker.href = `#contact-${card.id}`;
          marker.className = styles.marker ?? '';
          marker.title = card.title;
          marker.textContent = card.title;
          created.addChild(
            new ymaps3.YMapMarker({ coordinates: [card.longitude, card.latitude] }, marker),
          );
        }
        map = created;
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [apiKey, contacts]);

  if (failed) return null;
  return <div ref={ref} className={styles.map} role="region" aria-label={contentTexts.mapTitle} />;
}
