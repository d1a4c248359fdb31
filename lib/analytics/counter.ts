/**
 * Which Metrica counter the e-commerce events go to (./ecommerce.ts), set by features/shell's
 * Analytics on every page. A module of its own so that the shell does not carry the events'
 * code to pages that never send one (issue #22).
 */
let counter: string | null = null;

/** Called with NEXT_PUBLIC_YM_COUNTER_ID; without one nothing is pushed. */
export function configureEcommerce(counterId: string | undefined): void {
  counter = counterId ? counterId : null;
}

export const ecommerceCounter = (): string | null => counter;
