'use client';

import { productOfCard } from '@/lib/analytics/ecommerce';
import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { Link } from '@/components/link';
import { useMediaQuery } from '@/components/hooks';
import { withQueryProvider } from '@/components/query-provider';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { favouritesTexts } from '@/features/favourites/texts';
import type { CatalogCard, ColorTile } from '@/lib/api/contract/catalog';
import { openModal, registerModal, type ModalRenderProps } from '@/lib/stores/modals';
import { productDetailOptions } from '../api/catalog-queries';
import { stockLevel, stockLevelText } from '@/lib/catalog/stock-level';
import { buyerMaxKg, ownStoreOf } from '../model/buyer-store';
import {
  catalogModalKeys,
  QUICK_VIEW_COLORS,
  QUICK_VIEW_COLORS_XL,
  QUICK_VIEW_LOGIN_DELAY_MS,
  QUICK_VIEW_PHOTOS,
  XL_MEDIA,
} from '../model/modal-keys';
import { catalogTexts } from '../texts';
import { LiveCartButton } from './live-cart-button';
import { CompanionAddToCart } from './companion-add-to-cart';
import { PriceOrPrompt } from './price';
import { StockList } from './stock-list';
import styles from './modals.module.scss';
import { openLoginFor } from '@/lib/stores/login-modal';

/** The colours a quick view shows: 8 on xl screens, 4 otherwise (storefront.md §9). */
export const quickViewColorCount = (isXl: boolean) =>
  isXl ? QUICK_VIEW_COLORS_XL : QUICK_VIEW_COLORS;

export function QuickViewModal({ code, titleId, close }: { code: string } & ModalRenderProps) {
  const { data, isPending, isError } = useQuery(productDetailOptions(code));
  const isXl = useMediaQuery(XL_MEDIA);
  if (isPending || isError) {
    return (
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {catalogTexts.quickView}
        </h2>
        {isError ? (
          <p className={styles.error} role="alert">
            {catalogTexts.stockLoadError}
          </p>
        ) : (
          <p className={styles.status}>{catalogTexts.loading}</p>
        )}
      </div>
    );
  }
  const photos = [data.photo, ...data.more_photo].slice(0, QUICK_VIEW_PHOTOS);
  // A logged-in buyer sees the stock at their own warehouse, which caps what they can add.
  const ownStore = ownStoreOf(data);
  const colors = data.colors.slice(0, quickViewColorCount(isXl));
  // Anonymous: the quick view closes and the login modal opens after 500 ms (§6): only one
  // modal shows at a time, so a login opened over the quick view would wait behind it.
  const toLogin = (reason: string) => {
    close();
    setTimeout(() => openLoginFor(reason), QUICK_VIEW_LOGIN_DELAY_MS);
  };
  return (
    <div className={styles.body}>
      <h2 id={titleId} className={styles.title}>
        {data.title}
      </h2>
      {data.subtitle ? <p className={styles.subtitle}>{data.subtitle}</p> : null}
      <div className={styles.photos}>
        {photos.map((src, index) => (
          <div key={`${src}-${index}`} className={styles.photo}>
            <Image
              src={src}
              alt={`${data.title}, ${data.color}`}
              fill
              sizes="(min-width: 641px) 220px, 33vw"
            />
          </div>
        ))}
      </div>
      <dl className={styles.facts}>
        <dt>{catalogTexts.composition}</dt>
        <dd>{data.composition}</dd>
        <dt>{catalogTexts.density}</dt>
        <dd>{data.density} г/м²</dd>
      </dl>
      <ul
        className={styles.colors}
        aria-label={catalogTexts.colorsTitle}
        data-testid="quick-view-colors"
      >
        {colors.map((tile) => (
          <li key={tile.id}>
            <Link
              href={tile.detail_url}
              className={styles.swatch}
              style={{ background: tile.hex }}
              aria-label={tile.color}
              title={tile.color}
              aria-current={tile.id === data.id ? 'page' : undefined}
              onClick={close}
            />
          </li>
        ))}
      </ul>
      <div className={styles.priceRow}>
        <PriceOrPrompt price={data.price} unit={data.unit} />
        <FavouriteToggle
          productId={data.id}
          onAnonymous={() => toLogin(favouritesTexts.loginToAdd)}
        />
      </div>
      {ownStore ? (
        <p className={styles.ownStock}>
          {ownStore.store_name} ({catalogTexts.ownWarehouse}):{' '}
          {stockLevelText[stockLevel(ownStore.amount)]}
        </p>
      ) : null}
      <div className={styles.actions}>
        <LiveCartButton
          productId={data.id}
          stepKg={data.packing.stepKg}
          maxKg={buyerMaxKg(data)}
          unit={data.unit}
          ecommerce={productOfCard(data)}
          onAnonymous={() => toLogin(catalogTexts.loginToAdd)}
        />
        <Link href={data.detail_url} className={styles.link} onClick={close}>
          {catalogTexts.moreDetails}
        </Link>
      </div>
    </div>
  );
}

/** Stock by warehouse, read when opened; a failed read says so (storefront.md §8). */
export function StockModal({
  code,
  title,
  titleId,
}: { code: string; title: string } & ModalRenderProps) {
  const { data, isPending, isError } = useQuery(productDetailOptions(code));
  return (
    <div className={styles.body}>
      <h2 id={titleId} className={styles.title}>
        {catalogTexts.stockTitle}
      </h2>
      <p className={styles.subtitle}>{title}</p>
      {isError ? (
        <p className={styles.error} role="alert">
          {catalogTexts.stockLoadError}
        </p>
      ) : isPending ? (
        <p className={styles.status}>{catalogTexts.loading}</p>
      ) : (
        <StockList
          stores={data.all_stores}
          ownXmlId={data.user_store_xml_id}
          showManagerNote={data.price !== undefined}
        />
      )}
    </div>
  );
}

export function ColorsModal({
  title,
  colors,
  currentId,
  titleId,
  close,
}: { title: string; colors: ColorTile[]; currentId: number } & ModalRenderProps) {
  return (
    <div className={styles.body}>
      <h2 id={titleId} className={styles.title}>
        {catalogTexts.allColors}
      </h2>
      <p className={styles.subtitle}>{title}</p>
      <ul className={styles.colorList}>
        {colors.map((tile) => (
          <li key={tile.id}>
            <Link
              href={tile.detail_url}
              className={styles.colorItem}
              aria-current={tile.id === currentId ? 'page' : undefined}
              onClick={close}
              scroll={false}
            >
              <span className={styles.colorImage}>
                <Image src={tile.image} alt="" fill sizes="120px" />
              </span>
              {tile.color}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CompanionModal({
  elements,
  informer,
  titleId,
  close,
}: { elements: CatalogCard[]; informer: string } & ModalRenderProps) {
  return (
    <div className={styles.body}>
      <h2 id={titleId} className={styles.title}>
        {catalogTexts.companionTitle}
      </h2>
      <p className={styles.subtitle}>{informer}</p>
      <ul className={styles.companions}>
        {elements.map((card) => (
          <li key={card.id}>
            <CompanionRow card={card} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A companion product in a row: adding one to the cart only says 'Корзина в разработке' (§7). */
export function CompanionRow({ card, onNavigate }: { card: CatalogCard; onNavigate?: () => void }) {
  return (
    <div className={styles.actions}>
      <span className={styles.colorImage} style={{ width: 72, flex: 'none' }}>
        <Image src={card.photo} alt="" fill sizes="72px" />
      </span>
      <span style={{ display: 'grid', gap: 4, flex: '1 1 160px' }}>
        <Link href={card.detail_url} className={styles.link} onClick={onNavigate}>
          {card.title}, {card.color.toLowerCase()}
        </Link>
        <PriceOrPrompt price={card.price} unit={card.unit} size="s" />
      </span>
      <CompanionAddToCart />
    </div>
  );
}

// The root's ModalHost draws them outside the page's QueryProvider: each brings the client.
registerModal(catalogModalKeys.quickView, withQueryProvider(QuickViewModal));
registerModal(catalogModalKeys.stock, withQueryProvider(StockModal));
registerModal(catalogModalKeys.colors, withQueryProvider(ColorsModal));
registerModal(catalogModalKeys.companion, withQueryProvider(CompanionModal));

export const openQuickView = (code: string) =>
  openModal(catalogModalKeys.quickView, { props: { code } });
export const openStock = (code: string, title: string) =>
  openModal(catalogModalKeys.stock, { props: { code, title } });
export const openColors = (props: { title: string; colors: ColorTile[]; currentId: number }) =>
  openModal(catalogModalKeys.colors, { props });
export const openCompanion = (props: { elements: CatalogCard[]; informer: string }) =>
  openModal(catalogModalKeys.companion, { props });
