import { Link } from '@/components/link';
import { ServerImage } from '@/components/media/server-image';
import { LOGIN_DIALOG_IDS } from '@/features/auth/components/login-dialog';
import { FavouriteHeart } from '@/features/favourites/components/favourite-heart';
import { productOfCard } from '@/lib/analytics/ecommerce';
import type { CatalogCard } from '@/lib/api/contract/catalog';
import { stockLevel, stockLevelText } from '@/lib/catalog/stock-level';
import { buyerMaxKg } from '../model/buyer-store';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';
import { BuyerCartButton, BuyerFavouriteToggle } from './buyer-parts';
import { CartButton } from './cart-button';
import { QuickViewButton, StockButton } from './catalog-buttons';
import { CompanionAddToCart } from './companion-add-to-cart';
import type { CartButtonProps } from './live-cart-button';
import { PriceOrPrompt } from './price';
import styles from './product-card.module.scss';

/**
 * A product in a list (storefront.md §3, §6): photo with the favourite heart, title, article and
 * density (what tells two cards of one fabric and colour apart, issue #34), number of colours;
 * the price and the stock at the buyer's own warehouse when the API gave them, else how many
 * warehouses hold it and the invitation to register.
 *
 * A card without a price is a visitor's: its heart and cart button open the page's login dialog
 * at a tap before the page's code (issue #37). The server cannot read the session flag, but the
 * price says who the card was rendered for, and the pages that list cards (the listing, the
 * product page's companions) render that dialog whenever one of their cards has no price.
 */
export function ProductCard({
  card,
  priority = false,
  companion = false,
}: {
  card: CatalogCard;
  priority?: boolean;
  /** A companion of the product page: its cart button is not wired yet (storefront.md §7). */
  companion?: boolean;
}) {
  const hasPrice = card.price !== undefined;
  return (
    <article className={styles.card} aria-labelledby={`product-${card.id}`}>
      <div className={styles.media}>
        <Link href={card.detail_url} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <ServerImage
            src={card.photo}
            alt=""
            fill
            // The first cards' photos are the listing's LCP on a phone: eager, preloaded, high.
            priority={priority}
            sizes="(min-width: 1551px) 22vw, (min-width: 1101px) 28vw, (min-width: 641px) 45vw, 50vw"
            // A card is at most ~520 px wide: two columns up to 1,100 px, then the sidebar's.
            maxWidth={520}
          />
        </Link>
        {/* The heart on the photo's corner, never over the title link (issue #34). Its state
            is the browser's (the favourite ids): the card's HTML is shared through the cache. */}
        {hasPrice ? (
          <BuyerFavouriteToggle productId={card.id} className={styles.favourite} />
        ) : (
          <FavouriteHeart
            productId={card.id}
            className={styles.favourite}
            loginDialog={LOGIN_DIALOG_IDS.favourites}
          />
        )}
        <QuickViewButton code={card.slug} href={card.detail_url} className={styles.quickView}>
          {catalogTexts.quickView}
        </QuickViewButton>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={`product-${card.id}`}>
          <Link href={card.detail_url} className={styles.titleLink}>
            {card.title}
          </Link>
        </h3>
        <p className={styles.meta}>{catalogTexts.articleDensity(card.article, card.density)}</p>
        <p className={styles.meta}>
          <span className={styles.swatch} style={{ background: card.hex }} aria-hidden="true" />
          {card.color} · {catalogTexts.colorsCount(card.colors.length)}
        </p>
        {card.user_store_amount !== undefined ? (
          <p className={styles.meta}>
            <StockButton code={card.slug} title={card.title} className={styles.stock}>
              {catalogTexts.ownStock(stockLevelText[stockLevel(card.user_store_amount)])}
            </StockButton>
          </p>
        ) : hasPrice ? null : (
          <p className={styles.meta}>
            <StockButton code={card.slug} title={card.title} className={styles.stock}>
              {catalogTexts.storesCount(card.storesWithStock)}
            </StockButton>
          </p>
        )}
        <div className={styles.footer}>
          <PriceOrPrompt price={card.price} unit={card.unit} size="s" />
          {companion && hasPrice ? (
            <CompanionAddToCart className={styles.add} />
          ) : companion ? (
            // A visitor's companion: the login, as any visitor's cart button (its 'Корзина в
            // разработке' is a buyer's answer).
            <AddToCartButton size="s" className={styles.add} loginDialog={LOGIN_DIALOG_IDS.cart} />
          ) : (
            <BuyerOrVisitorCartButton
              hasPrice={hasPrice}
              productId={card.id}
              stepKg={card.packing.stepKg}
              maxKg={buyerMaxKg(card)}
              unit={card.unit}
              ecommerce={productOfCard(card)}
              size="s"
              className={styles.add}
            />
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A buyer's card (it has a price) gets the live cart button; a visitor's the plain one, which
 * opens the page's login dialog before the code.
 */
function BuyerOrVisitorCartButton({ hasPrice, ...props }: CartButtonProps & { hasPrice: boolean }) {
  return hasPrice ? (
    <BuyerCartButton {...props} />
  ) : (
    <CartButton {...props} loginDialog={LOGIN_DIALOG_IDS.cart} />
  );
}
