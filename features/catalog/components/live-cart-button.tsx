'use client';

import { useCartLine } from '@/features/cart/api/use-cart-line';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';
import type { ProductUnit } from '@/lib/catalog/units';
import { AddToCartButton } from './add-to-cart-button';
import { cannotAddReason } from './cannot-add-reason';

export interface CartButtonProps {
  productId: number;
  stepKg: number;
  /** Kilograms in stock: a product with less than one step cannot be added. */
  maxKg: number;
  /** Issue #35: what the step and the stock are in; kg when not said. */
  unit?: ProductUnit;
  size?: 's' | 'm';
  className?: string;
  onAnonymous?: () => void;
  /** What Metrica's `add` reports (issue #21). */
  ecommerce?: EcommerceProduct;
}

/** The cart button of a logged-in buyer: reads and changes the product's cart line. */
export function LiveCartButton({
  productId,
  stepKg,
  maxKg,
  unit,
  size,
  className,
  onAnonymous,
  ecommerce,
}: CartButtonProps) {
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
      reason={disabled ? cannotAddReason(maxKg, stepKg, unit) : undefined}
      onAdd={() => {
        if (!line.inCart) line.add(stepKg);
      }}
    />
  );
}
