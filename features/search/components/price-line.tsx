import type { ProductUnit } from '@/lib/catalog/units';
import { formatMoney } from '@/lib/format/money';
import { pricePerUnit, searchTexts } from '../texts';

/**
 * The price of a found product, per its unit (issue #35). The API answers a price only to a
 * logged-in buyer (storefront.md §6), so a missing price means a visitor, who is invited to
 * register.
 */
export function PriceLine({
  price,
  unit = 'kg',
  className,
}: {
  price?: number;
  unit?: ProductUnit;
  className?: string;
}) {
  return (
    <p className={className} data-price={price === undefined ? 'none' : 'shown'}>
      {price === undefined ? searchTexts.registerForPrice : pricePerUnit(formatMoney(price), unit)}
    </p>
  );
}
