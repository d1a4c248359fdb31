'use client';

import { useCartLine } from '@/features/cart';
import { AddToCartButton } from './add-to-cart-button';

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
}: {
  productId: number;
  stepKg: number;
  /** Kilograms in stock: a product with less than one step cannot be added. */
  maxKg: number;
  size?: 's' | 'm';
  className?: string;
  onAnonymous?: () => void;
}) {
  const max = Math.floor(maxKg);
  const line = useCartLine(productId, { step: stepKg, max });
  return (
    <AddToCartButton
      size={size}
      className={className}
      onAnonymous={onAnonymous}
      inCart={line.inCart}
      busy={line.isLoading}
      disabled={max < stepKg}
      onAdd={() => {
        if (!line.inCart) line.add(stepKg);
      }}
    />
  );
}
