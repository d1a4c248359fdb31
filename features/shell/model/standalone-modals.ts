/**
 * /modal/ (storefront.md §2: a route with no settings of its own, header and main area only) is
 * the page a modal is shown on by itself, so that a link from outside the shop (a letter, an
 * ad, a QR code on a sample swatch) opens one directly: /modal/?name=ask-question. Only modals
 * that need nothing from an opener stand alone here; any other name shows the list.
 */
export const standaloneModals = [
  { key: 'ask-question', title: 'Задать вопрос' },
  { key: 'sample-request', title: 'Заказать образцы' },
  { key: 'login', title: 'Вход в личный кабинет' },
] as const;

export type StandaloneModal = (typeof standaloneModals)[number];

/** The standalone modal a `name` query asks for, if it is one. */
export function standaloneModalOf(name: string | string[] | undefined): StandaloneModal | null {
  const wanted = Array.isArray(name) ? name[0] : name;
  return standaloneModals.find((modal) => modal.key === wanted) ?? null;
}
