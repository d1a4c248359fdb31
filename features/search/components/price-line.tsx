import { formatMoney } from '@/lib/format/money';
import { pricePerKg, searchTexts } from '../texts';

/**
 * The price of a found product. The API answers a price only to a logged-in buyer
 * (storefront.md §6), so a missing price means a visitor, who is invited to register.
 */
export function PriceLine({ price, className }: { price?: number; className?: string }) {
  return (
    <p className={className} data-price={price === undefined ? 'none' : 'shown'}>
      {price === undefined ? searchTexts.registerForPrice : pricePerKg(formatMoney(price))}
    </p>
  );
}
