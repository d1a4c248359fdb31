/**
 * The modal queue (storefront.md §3 "Modal entry", §4 "Modal queue"; accounts.md AC-2.20).
 *
 * - Only the first queued modal is active; the others wait their turn.
 * - A modal whose key is already queued is ignored.
 * - Every queued modal holds one counted scroll lock; removal (by key or all) releases it.
 * - Closing (Escape, the close button, the modal's own close event) calls the entry's close
 *   handler and removes it by key.
 *
 * Modals are registered by key (`registerModal`) by the feature that owns them, so any code can
 * open one by name (`openModal('login')`). Opening a key that nobody registered, without a
 * component of its own, is ignored: nothing is queued and the page is not locked.
 */
import type { ComponentType, CSSProperties } from 'react';
import { create } from 'zustand';
import { lockScroll, unlockScroll } from './scroll-lock';

export type ModalPlacement = 'left' | 'right' | 'center';

export interface ModalParams {
  /** Hides the close button (and the backdrop click that would close). */
  isCloseHidden: boolean;
  /** Covers the whole viewport. */
  isFullscreen: boolean;
  /** Leaves the header visible above the modal. */
  offset: boolean;
  /** Where the panel sits on a wide screen; below 641 px every modal is full width. */
  placement: ModalPlacement;
  style?: CSSProperties;
}

export const DEFAULT_MODAL_PARAMS: ModalParams = {
  isCloseHidden: false,
  isFullscreen: false,
  offset: false,
  placement: 'left',
};

/** Modal mobile layout below this width (storefront.md §9). */
export const MODAL_MOBILE_MAX_WIDTH = 640;

// Handlers are whatever callbacks a modal's opener wants to hear from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (...args: any[]) => unknown;
export type ModalHandlers = { close?: () => void } & Record<string, AnyHandler | undefined>;

/** What the modal host passes to every modal component besides the entry's props. */
export interface ModalRenderProps<H extends ModalHandlers = ModalHandlers> {
  /** The modal's own close event: calls the close handler and removes the modal. */
  close: () => void;
  handlers: H;
  /** Put this id on the modal's heading: the dialog is labelled by it. */
  titleId: string;
  /** True below 641 px. */
  isMobile: boolean;
}

export type ModalComponent<
  P extends object = object,
  H extends ModalHandlers = ModalHandlers,
> = ComponentType<P & ModalRenderProps<H>>;

export interface ModalEntry {
  key: string;
  component: ModalComponent;
  props: Record<string, unknown>;
  handlers: ModalHandlers;
  params: ModalParams;
  /** The page (path) it was opened on: leaving that page closes it (removeModalsNotOn). */
  openedOn: string;
}

export interface OpenModalOptions<
  P extends object = object,
  H extends ModalHandlers = ModalHandlers,
> {
  /** Overrides the registered component (or stands in for a registration). */
  component?: ModalComponent<P, H>;
  props?: P;
  handlers?: H;
  params?: Partial<ModalParams>;
}

interface Registration {
  component: ModalComponent;
  params: Partial<ModalParams>;
}

const registry = new Map<string, Registration>();

/** Features register their modals here at module load: `registerModal('login', LoginModal)`. */
export function registerModal<P extends object, H extends ModalHandlers = ModalHandlers>(
  key: string,
  component: ModalComponent<P, H>,
  params: Partial<ModalParams> = {},
): void {
  registry.set(key, { component: component as unknown as ModalComponent, params });
}

export const isModalRegistered = (key: string): boolean => registry.has(key);

/** Tests only. */
export function unregisterModal(key: string): void {
  registry.delete(key);
}

interface ModalState {
  queue: ModalEntry[];
}

export const useModalStore = create<ModalState>(() => ({ queue: [] }));

/** Queues a modal. Returns false when it was ignored (already queued, or nothing to show). */
export function openModal<P extends object = object, H extends ModalHandlers = ModalHandlers>(
  key: string,
  options: OpenModalOptions<P, H> = {},
): boolean {
  const { queue } = useModalStore.getState();
  if (queue.some((entry) => entry.key === key)) return false;
  const registration = registry.get(key);
  const component =
    (options.component as unknown as ModalComponent | undefined) ?? registration?.component;
  // Not registered (yet): a later issue brings the modal; until then the click does nothing.
  if (!component) return false;
  const entry: ModalEntry = {
    key,
    component,
    props: (options.props ?? {}) as Record<string, unknown>,
    handlers: options.handlers ?? {},
    params: { ...DEFAULT_MODAL_PARAMS, ...registration?.params, ...options.params },
    openedOn: typeof window === 'undefined' ? '' : window.location.pathname,
  };
  lockScroll();
  useModalStore.setState({ queue: [...queue, entry] });
  return true;
}

/** Removes a modal by key without calling its handlers. */
export function removeModal(key: string): void {
  const { queue } = useModalStore.getState();
  if (!queue.some((entry) => entry.key === key)) return;
  useModalStore.setState({ queue: queue.filter((entry) => entry.key !== key) });
  unlockScroll();
}

/** Empties the queue. */
export function removeAllModals(): void {
  const { queue } = useModalStore.getState();
  if (queue.length === 0) return;
  useModalStore.setState({ queue: [] });
  for (let i = 0; i < queue.length; i += 1) unlockScroll();
}

const samePage = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * A modal belongs to the page it was opened on: when the shopper leaves that page (Back, a link
 * behind the modal) it goes, without its close handler, as removal does. A modal the new page
 * opened itself (it was opened on that page's path) stays.
 */
export function removeModalsNotOn(pathname: string): void {
  const { queue } = useModalStore.getState();
  const kept = queue.filter((entry) => samePage(entry.openedOn, pathname));
  if (kept.length === queue.length) return;
  useModalStore.setState({ queue: kept });
  for (let i = kept.length; i < queue.length; i += 1) unlockScroll();
}

/** The close event: removes the modal by key, then calls its close handler. */
export function closeModal(key: string): void {
  const entry = useModalStore.getState().queue.find((item) => item.key === key);
  if (!entry) return;
  removeModal(key);
  entry.handlers.close?.();
}

export const useActiveModal = (): ModalEntry | null =>
  useModalStore((state) => state.queue[0] ?? null);
