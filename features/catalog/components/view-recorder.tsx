'use client';

import { useEffect } from 'react';
import { recordProductView } from '../model/products-history';

/** Records the product in the 'products-history' cookie (storefront.md §3). */
export function ViewRecorder({ productId }: { productId: number }) {
  useEffect(() => recordProductView(productId), [productId]);
  return null;
}
