'use client';

import { useCartLine } from '@/features/cart';
import { formatNumber } from '@/lib/format/money';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';

/** Why a product cannot go to the cart from a card: none at the warehouse, or less than a step. */
export function cannotAddReason(maxKg: number, stepKg: number) {
  if (maxKg >= stepKg) return undefined;
  return maxKg > 0
    ? {
        short: catalogTexts.lessThanStepShort,
        full: catalogTexts.lessThanStepWhy(formatNumber(maxKg), formatNumber(stepKg)),
      }
    : { short: catalogTexts.noStockShort, full: catalogTexts.noStockWhy };
}

/**
 * 'Добавить в корзину' on a card or in the quick view: adds one packing step (the minimum
 * order, storefront.md §3) and then reads 'В корзине'. Visitors get the login modal.
 */
export function CartButton({
  productId,
  stepKg,
  maxKg,
  size,
  className,
  onAnonymous,
  ecommerce,
}: {
  productId: number;
  stepKg: number;
  /** Kilograms in stock: a product with less than one step cannot be added. */
  maxKg: number;
  size?: 's' | 'm';
  className?: string;
  onAnonymous?: () => void;
  /** What Metrica's `add` reports (issue #21). */
  ecommerce?: EcommerceProduct;
}) {
  const max = Math.floor(maxKg);
  const line = useCartLine(productId, { step: stepKg, max, product: ecommerce });
  const disabled = max < stepKg;
  return (
    <AddToCartButton
      size={size}
      className={className}
      onAnonymous={onAnonymous}
      inCart={line.inCart}
      busy={line.isLoading}
      disabled={disabled}
      reason={disabled ? cannotAddReason(maxKg, stepKg) : undefined}
      onAdd={() => {
        if (!line.inCart) line.add(stepKg);
      }}
    />
  );
}
