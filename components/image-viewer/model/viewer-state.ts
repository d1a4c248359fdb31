import type { Point } from './gestures';
import { rotate, type RotateDirection } from './rotation';
import { naturalScaleOf, settleZoom, stepZoom, zoomAround } from './zoom';

/**
 * The viewer's state as a reducer: which image, its load status, zoom, rotation and position.
 * Showing another image resets zoom, rotation and position (storefront.md §4, SF-4.09).
 * Positions are the image centre's offset from the stage centre, in CSS pixels.
 */
export type LoadStatus = 'loading' | 'loaded' | 'error';

export interface ViewerState {
  position: number;
  status: LoadStatus;
  scale: number;
  /** The zoom to return to when a double click leaves the natural size. */
  lastScale: number;
  rotation: number;
  x: number;
  y: number;
  /** The zoom at which the image shows at its natural size (see zoom.ts). */
  natural: number;
}

export type ViewerAction =
  | { type: 'show'; position: number }
  | { type: 'loaded'; naturalWidth: number; shownWidth: number }
  | { type: 'measured'; naturalWidth: number; shownWidth: number }
  | { type: 'failed' }
  | { type: 'zoomStep'; direction: 'in' | 'out'; focal?: Point }
  | { type: 'zoomTo'; scale: number; focal?: Point }
  | { type: 'toggleNatural'; focal?: Point }
  | { type: 'rotate'; direction: RotateDirection }
  | { type: 'moveTo'; x: number; y: number }
  | { type: 'reset' };

const CENTRE: Point = { x: 0, y: 0 };

const fitted = { scale: 1, lastScale: 1, rotation: 0, x: 0, y: 0 } as const;

export function initialViewerState(position: number): ViewerState {
  return { position, status: position < 0 ? 'error' : 'loading', natural: 1, ...fitted };
}

/** Applies a new zoom around `focal`; at or below the fitted size the image is centred again. */
function withZoom(state: ViewerState, scale: number, focal: Point = CENTRE): ViewerState {
  if (scale === state.scale) return state;
  if (scale <= 1) return { ...state, scale, x: 0, y: 0 };
  const { x, y } = zoomAround(state, state.scale, scale, focal);
  return { ...state, scale, x, y };
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'show':
      return initialViewerState(action.position);
    case 'loaded':
      return {
        ...state,
        status: 'loaded',
        natural: naturalScaleOf(action.naturalWidth, action.shownWidth),
      };
    case 'measured': {
      const natural = naturalScaleOf(action.naturalWidth, action.shownWidth);
      if (natural === state.natural) return state;
      return withZoom({ ...state, natural }, settleZoom(state.scale, natural));
    }
    case 'failed':
      return { ...state, status: 'error', ...fitted };
    case 'zoomStep':
      return withZoom(state, stepZoom(state.scale, action.direction, state.natural), action.focal);
    case 'zoomTo':
      return withZoom(state, settleZoom(action.scale, state.natural), action.focal);
    case 'toggleNatural': {
      // Double click: to the natural size, and back to the zoom it had before (storefront.md §2).
      if (state.scale !== state.natural) {
        return { ...withZoom(state, state.natural, action.focal), lastScale: state.scale };
      }
      return withZoom(state, settleZoom(state.lastScale, state.natural), action.focal);
    }
    case 'rotate':
      return { ...state, rotation: rotate(state.rotation, action.direction) };
    case 'moveTo':
      if (state.x === action.x && state.y === action.y) return state;
      return { ...state, x: action.x, y: action.y };
    case 'reset':
      return { ...state, ...fitted };
    default:
      return state;
  }
}
