'use client';

import { notify } from '@/lib/stores/notifications';
import { catalogClientTexts } from '../client-texts';
import { AddToCartButton } from './add-to-cart-button';

/** A companion product's cart button: adding one only says 'Корзина в разработке' (§7, §8). */
export function CompanionAddToCart({ className }: { className?: string }) {
  return (
    <AddToCartButton
      size="s"
      className={className}
      onAdd={() => notify({ type: 'info', title: catalogClientTexts.companionCartSoon })}
    />
  );
}
