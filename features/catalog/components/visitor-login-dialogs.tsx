import { LoginDialog } from '@/features/auth/components/login-dialog';
import { favouriteHeartTexts } from '@/features/favourites/heart-texts';
import { catalogClientTexts } from '../client-texts';

/**
 * The login dialogs a visitor's cart buttons and hearts open before the page's code (issue
 * #37), each saying why, as the script's login modal does: rendered once by a page that shows
 * a visitor's card or product (./catalog-listing.tsx, ./product-view.tsx).
 */
export function VisitorLoginDialogs() {
  return (
    <>
      <LoginDialog for="cart" reason={catalogClientTexts.loginToAdd} />
      <LoginDialog for="favourites" reason={favouriteHeartTexts.loginToAdd} />
    </>
  );
}
