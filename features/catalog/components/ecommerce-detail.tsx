'use client';

import { useEffect } from 'react';
import { pushEcommerce, type EcommerceProduct } from '@/lib/analytics/ecommerce';

/** Metrica's `detail` for the product page (issue #21): once per product shown. */
export function EcommerceDetail({ product }: { product: EcommerceProduct }) {
  const { productId } = product;
  useEffect(() => {
    pushEcommerce('detail', [{ product }]);
    // One event per product page; the object is rebuilt on every render of the server parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);
  return null;
}
