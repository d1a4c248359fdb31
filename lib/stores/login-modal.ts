import { modalKeys } from './modal-keys';
import { openModal } from './modals';

/**
 * Opens the login modal for a visitor who tried something only a buyer may do, saying why under
 * its title ('Войдите, чтобы добавить товар в корзину', issue #17).
 */
export function openLoginFor(reason: string): boolean {
  return openModal(modalKeys.login, { props: { reason } });
}
