import type { ProductUnit } from '@/lib/catalog/units';
import { formatMoney } from '@/lib/format/money';
import { catalogClientTexts } from '../client-texts';
import styles from './price.module.scss';
import { RegisterForPrice } from './register-for-price';

/**
 * The price as the API gave it to this shopper: 'от {price} ₽/кг' when there is one ('₽/м',
 * '₽/шт' for goods sold so, issue #35), else the invitation to register, a button that opens
 * registration (storefront.md §6, issue #17). Never decided by a client-side flag.
 */
export function PriceOrPrompt({
  price,
  unit = 'kg',
  size = 'm',
}: {
  price?: number;
  unit?: ProductUnit;
  size?: 's' | 'm' | 'l';
}) {
  if (price === undefined) return <RegisterForPrice size={size} />;
  return (
    <p className={styles.price} data-size={size}>
      {catalogClientTexts.price(formatMoney(price), unit)}
    </p>
  );
}
