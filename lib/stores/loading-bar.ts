/**
 * State of the thin loading bar shown during page changes (storefront.md §2 "Shell", §9
 * "Loading bar"). Whatever starts a navigation (an internal link click, a router push) calls
 * `startNavigation`; the bar finishes when the URL changes, and turns red on `failNavigation`.
 */
import { create } from 'zustand';

export type LoadingBarPhase = 'idle' | 'loading' | 'done' | 'error';

interface LoadingBarState {
  phase: LoadingBarPhase;
  /** Changes on every start, so that a new start restarts the animation. */
  run: number;
  /** Whether the bar has appeared (it waits out the throttle first). */
  visible: boolean;
}

export const useLoadingBarStore = create<LoadingBarState>(() => ({
  phase: 'idle',
  run: 0,
  visible: false,
}));

export function startNavigation(): void {
  useLoadingBarStore.setState((state) => ({
    phase: 'loading',
    run: state.run + 1,
    visible: false,
  }));
}

export function showLoadingBar(): void {
  if (useLoadingBarStore.getState().phase === 'loading')
    useLoadingBarStore.setState({ visible: true });
}

export function finishNavigation(): void {
  if (useLoadingBarStore.getState().phase !== 'loading') return;
  useLoadingBarStore.setState({ phase: 'done' });
}

export function failNavigation(): void {
  useLoadingBarStore.setState({ phase: 'error', visible: true });
}

export function resetNavigation(): void {
  useLoadingBarStore.setState({ phase: 'idle', visible: false });
}

const ignoredClicks = new WeakSet<Event>();

/**
 * A click handler that cancels a link's navigation (to open a modal instead, say) marks the
 * click here so that the bar does not start for it.
 */
export function ignoreClickForProgress(event: Event): void {
  ignoredClicks.add(event);
}

export const isClickIgnoredForProgress = (event: Event): boolean => ignoredClicks.has(event);
