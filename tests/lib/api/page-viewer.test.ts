import { describe, expect, it } from 'vitest';
import { PAGE_VIEWER_HEADER, pageViewerHeaderValue, readPageViewer } from '@/lib/api/page-viewer';
import { accessTokenViewer, signAccessToken } from '@/server/modules/auth/tokens';

/**
 * A cached page for the buyers of a warehouse asks the API as "a buyer of that warehouse"
 * (issue #16): only this process can say so, and the API then shows prices without an account.
 */
const headersWith = (value: string) => new Headers({ [PAGE_VIEWER_HEADER]: value });
const SECRET = 'x'.repeat(40);

describe('the page viewer claim', () => {
  it('is read back only as this process wrote it', () => {
    const roundTrip = (buyer: { storeId: number | null; priceTypeId: number | null }) =>
      readPageViewer(headersWith(pageViewerHeaderValue(buyer)));
    expect(roundTrip({ storeId: 3, priceTypeId: 2 })).toEqual({ storeId: 3, priceTypeId: 2 });
    expect(roundTrip({ storeId: null, priceTypeId: null })).toEqual({
      storeId: null,
      priceTypeId: null,
    });
    expect(roundTrip({ storeId: 3, priceTypeId: null })).toEqual({ storeId: 3, priceTypeId: null });
    expect(readPageViewer(new Headers())).toBeNull();
    expect(readPageViewer(headersWith('guessed.3.1'))).toBeNull();
    expect(readPageViewer(headersWith('3'))).toBeNull();
    // The right secret with a store or a type that is no id, or a part missing or extra.
    const [secret] = pageViewerHeaderValue({ storeId: 1, priceTypeId: 1 }).split('.');
    expect(readPageViewer(headersWith(`${secret}.0.1`))).toBeNull();
    expect(readPageViewer(headersWith(`${secret}.-2.1`))).toBeNull();
    expect(readPageViewer(headersWith(`${secret}.2.0`))).toBeNull();
    expect(readPageViewer(headersWith(`${secret}.2.y`))).toBeNull();
    expect(readPageViewer(headersWith(`${secret}.2`))).toBeNull();
    expect(readPageViewer(headersWith(`${secret}.2.1.1`))).toBeNull();
  });

  it('makes the API see prices for that warehouse, with no account behind it', async () => {
    const viewerOf = accessTokenViewer(SECRET);
    const claim = new Request('http://x/api/v1/catalog/getList/', {
      headers: { [PAGE_VIEWER_HEADER]: pageViewerHeaderValue({ storeId: 2, priceTypeId: 1 }) },
    });
    expect(await viewerOf(claim)).toEqual({
      authenticated: false,
      pageBuyer: { storeId: 2, priceTypeId: 1 },
    });
    const forged = new Request('http://x/', { headers: { [PAGE_VIEWER_HEADER]: 'nope.2' } });
    expect(await viewerOf(forged)).toEqual({ authenticated: false });
    // A buyer's own token still makes that buyer.
    const jwt = await signAccessToken(SECRET, { userId: 7, storeId: 1, priceTypeId: 2 });
    const buyer = new Request('http://x/', { headers: { authorization: `Bearer ${jwt}` } });
    expect(await viewerOf(buyer)).toMatchObject({
      authenticated: true,
      userId: 7,
      storeId: 1,
      priceTypeId: 2,
    });
  });
});
