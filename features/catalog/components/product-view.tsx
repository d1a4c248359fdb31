import 'server-only';
import { ImagePreload } from '@/components/media/image-preload';
import { serverImageProps } from '@/components/media/server-image';
import { Tooltip } from '@/components/tooltip';
import { LOGIN_DIALOG_IDS } from '@/features/auth/components/login-dialog';
import { FavouriteHeart } from '@/features/favourites/components/favourite-heart';
import {
  RequestDialog,
  requestDialogId,
  type RequestKind,
} from '@/features/forms/components/request-dialog';
import type {
  PackingLimits,
  ProductDetail,
  SewnCollections as SewnCollectionsData,
} from '@/lib/api/contract/catalog';
import { routes } from '@/lib/routes';
import { buyerMaxKg, packingStepKg } from '../model/buyer-store';
import { MAIN_PROPERTIES } from '../model/modal-keys';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';
import { Breadcrumbs } from './breadcrumbs';
import { BuyerBuyBox, BuyerFavouriteToggle, BuyerRestockButton } from './buyer-parts';
import { CompanionButton, StockButton } from './catalog-buttons';
import { ColorTiles } from './color-tiles';
import { Gallery } from './gallery';
import { PriceOrPrompt } from './price';
import { EcommerceDetail } from './ecommerce-detail';
import { ProductCard } from './product-card';
import { SewnCollections } from './sewn-collections';
import { StockList } from './stock-list';
import { ViewRecorder } from './view-recorder';
import { VisitorLoginDialogs } from './visitor-login-dialogs';
import styles from './product-view.module.scss';

/** The first 6 properties by sort (storefront.md §9). */
export const mainProperties = (properties: ProductDetail['properties']) =>
  [...properties].sort((a, b) => a.sort - b.sort).slice(0, MAIN_PROPERTIES);

const COMPANIONS_SHOWN = 4;

/** The gallery's pictures: the strip's thumbnails and the main photo. */
const GALLERY_THUMB_SIZES = '80px';
const GALLERY_MAIN_SIZES = '(min-width: 1101px) 50vw, 100vw';

/**
 * The product page (storefront.md §2, §3): gallery, title, composition and density, colours,
 * main characteristics, stock by warehouse, the price and counter for a logged-in buyer (only
 * when the API sent a price), 1C's description (issue #35), companions, the sample and question
 * requests, and the garments sewn from the factory's fabrics.
 *
 * The buyer's own warehouse is the one the API names (`user_store_xml_id`): it leads the stock
 * list, its stock caps the counter (SF-5.04), and the request forms preselect it (SF-5.02).
 */
export function ProductView({
  product,
  heading,
  showColors = false,
  packingLimits = null,
  sewnCollections = null,
}: {
  product: ProductDetail;
  heading: string;
  showColors?: boolean;
  /** The packing-limit call's answer (null when it failed): the counter's step (§9). */
  packingLimits?: PackingLimits | null;
  sewnCollections?: SewnCollectionsData | null;
}) {
  const hasPrice = product.price !== undefined;
  const images = [product.photo, ...product.more_photo].map((src, index) => {
    const alt = `${product.title}, ${product.color.toLowerCase()}, фото ${index + 1}`;
    return {
      src,
      alt,
      // Sized here, so that the gallery draws them without next/image's code (issue #22).
      thumb: serverImageProps({ src, alt: '', fill: true, sizes: GALLERY_THUMB_SIZES }),
      main: serverImageProps({
        src,
        alt,
        fill: true,
        // The first photo is the page's LCP (preloaded below).
        priority: index === 0,
        sizes: GALLERY_MAIN_SIZES,
      }),
    };
  });
  const ownStoreXmlId = product.user_store_xml_id;
  const storages = product.all_stores.map((store) => ({
    value: store.store_xml_id,
    label: store.store_name,
  }));
  const stepKg = packingStepKg(product.packing, packingLimits, product.unit);
  // Less than one packing step at the buyer's warehouse: nothing to order there (issue #21).
  const lacking = hasPrice && buyerMaxKg(product) < stepKg;
  const productName = `${product.title}, ${product.color.toLowerCase()}`;
  const companions = product.companion.elements.slice(0, COMPANIONS_SHOWN);
  // A visitor's heart and cart button, the product's or a companion card's (one without a
  // price), open the login dialog at a tap before the page's code (issue #37); a buyer's page
  // has none and carries no dialog.
  const visitorButtons = !hasPrice || companions.some((card) => card.price === undefined);
  const ecommerce = {
    productId: product.id,
    article: product.article ?? null,
    name: product.title,
    section: product.section.title,
    color: product.color,
    ...(hasPrice ? { price: product.price } : {}),
  };
  return (
    <div className={styles.page}>
      <ViewRecorder productId={product.id} />
      <EcommerceDetail product={ecommerce} />
      <Breadcrumbs
        label={catalogTexts.catalog}
        items={[
          { title: catalogTexts.home, href: routes.home() },
          { title: catalogTexts.catalog, href: routes.catalog() },
          { title: product.section.title, href: routes.catalog(product.section.slug) },
          { title: product.title, href: product.detail_url },
        ]}
      />
      <div className={styles.top}>
        {images[0] ? <ImagePreload image={images[0].main} /> : null}
        <Gallery images={images} title={productName} />
        <div className={styles.info}>
          <h1 className={styles.title}>{heading}</h1>
          {product.subtitle ? <p className={styles.subtitle}>{product.subtitle}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{catalogTexts.composition}</dt>
              <dd>{product.composition}</dd>
            </div>
            <div>
              <dt>{catalogTexts.density}</dt>
              <dd>{product.density} г/м²</dd>
            </div>
          </dl>
          <ColorTiles
            key={product.id}
            colors={product.colors}
            currentId={product.id}
            title={product.title}
            showAll={showColors}
          />
          <div className={styles.buy}>
            <div className={styles.priceRow}>
              <PriceOrPrompt price={product.price} unit={product.unit} size="l" />
              {/* A visitor's heart opens the login (storefront.md §6), as on the cards. */}
              {hasPrice ? (
                <BuyerFavouriteToggle productId={product.id} />
              ) : (
                <FavouriteHeart productId={product.id} loginDialog={LOGIN_DIALOG_IDS.favourites} />
              )}
            </div>
            {hasPrice ? (
              <BuyerBuyBox
                productId={product.id}
                ecommerce={ecommerce}
                maxKg={buyerMaxKg(product)}
                packing={{ ...product.packing, stepKg }}
                unit={product.unit}
                width={product.width}
                density={product.density}
                requests={<RequestButtons />}
              />
            ) : (
              <AddToCartButton loginDialog={LOGIN_DIALOG_IDS.cart} />
            )}
            {lacking ? <BuyerRestockButton productId={product.id} /> : null}
          </div>
          <div className={styles.requests}>
            <RequestButtons className={styles.request} />
          </div>
        </div>
      </div>
      <div className={styles.details}>
        <section className={styles.block} aria-labelledby="product-characteristics">
          <h2 id="product-characteristics" className={styles.blockTitle}>
            {catalogTexts.mainCharacteristics}
          </h2>
          <dl className={styles.properties}>
            {mainProperties(product.properties).map((property) => (
              <div key={property.code} className={styles.property}>
                <dt>
                  {property.title}
                  {property.informer ? (
                    <Tooltip label={catalogTexts.informer(property.title)}>
                      {property.informer}
                    </Tooltip>
                  ) : null}
                </dt>
                <dd>{property.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.block} aria-labelledby="product-stock">
          <h2 id="product-stock" className={styles.blockTitle}>
            {catalogTexts.stockTitle}
          </h2>
          <StockList
            stores={product.all_stores}
            ownXmlId={ownStoreXmlId}
            showManagerNote={hasPrice}
          />
          <StockButton code={product.slug} title={productName} className={styles.textButton}>
            {catalogTexts.showStock}
          </StockButton>
        </section>
      </div>
      {product.description_html ? (
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.blockTitle}>
            {catalogTexts.description}
          </h2>
          {/* Raw HTML only because the server sanitised it (server/modules/catalog/description.ts):
              text markup, lists and tables, no attribute, link, picture or script. */}
          <div
            className={styles.descriptionText}
            dangerouslySetInnerHTML={{ __html: product.description_html }}
          />
        </section>
      ) : null}
      {product.companion.elements.length > 0 ? (
        <section className={styles.companions} aria-labelledby="product-companions">
          <div className={styles.companionsHead}>
            <h2 id="product-companions" className={styles.blockTitle}>
              {catalogTexts.companionTitle}
            </h2>
            {product.companion.elements.length > COMPANIONS_SHOWN ? (
              <CompanionButton
                elements={product.companion.elements}
                informer={product.companion.informer}
                className={styles.textButton}
              >
                {catalogTexts.companionAll}
              </CompanionButton>
            ) : null}
          </div>
          <p className={styles.informer}>{product.companion.informer}</p>
          <ul className={styles.companionGrid}>
            {companions.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} companion />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sewnCollections ? <SewnCollections data={sewnCollections} /> : null}
      {requestKinds.map((kind) => (
        <RequestDialog
          key={kind}
          kind={kind}
          productName={productName}
          storeXmlId={ownStoreXmlId}
          storages={storages}
          back={product.detail_url}
        />
      ))}
      {visitorButtons ? <VisitorLoginDialogs /> : null}
    </div>
  );
}

const requestKinds: readonly RequestKind[] = ['sample', 'question'];

/**
 * 'Заказать образец' and 'Задать вопрос' for this product: each opens its dialog natively
 * (RequestDialog, rendered once at the page's end), at the first tap, with or without script.
 */
function RequestButtons({ className }: { className?: string }) {
  return (
    <>
      <button
        type="button"
        className={className}
        commandfor={requestDialogId('sample')}
        command="show-modal"
      >
        {catalogTexts.orderSample}
      </button>
      <button
        type="button"
        className={className}
        commandfor={requestDialogId('question')}
        command="show-modal"
      >
        {catalogTexts.askQuestion}
      </button>
    </>
  );
}
