import { describe, expect, it } from 'vitest';
import {
  initialViewerState,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from '@/components/image-viewer/model/viewer-state';

const run = (state: ViewerState, ...actions: ViewerAction[]) =>
  actions.reduce(viewerReducer, state);

const loaded = (natural = 1) =>
  run(initialViewerState(0), { type: 'loaded', naturalWidth: 800 * natural, shownWidth: 800 });

describe('viewer state (storefront.md §4)', () => {
  it('starts loading, fitted, centred; with no valid image in the error state', () => {
    expect(initialViewerState(0)).toMatchObject({
      status: 'loading',
      scale: 1,
      rotation: 0,
      x: 0,
      y: 0,
    });
    expect(initialViewerState(-1).status).toBe('error');
  });

  it('reads the natural-size zoom on load', () => {
    expect(loaded(2.5)).toMatchObject({ status: 'loaded', natural: 2.5 });
  });

  it('changing image resets zoom, rotation and position', () => {
    const moved = run(
      loaded(2),
      { type: 'zoomStep', direction: 'in' },
      { type: 'rotate', direction: 'right' },
      { type: 'moveTo', x: 40, y: -12 },
    );
    expect(moved).toMatchObject({ scale: 1.12, rotation: 90, x: 40, y: -12 });
    expect(viewerReducer(moved, { type: 'show', position: 1 })).toEqual(initialViewerState(1));
  });

  it('reset returns to the fitted, unrotated, centred image', () => {
    const state = run(
      loaded(2),
      { type: 'zoomTo', scale: 1.8 },
      { type: 'rotate', direction: 'left' },
      { type: 'moveTo', x: 5, y: 5 },
      { type: 'reset' },
    );
    expect(state).toMatchObject({
      status: 'loaded',
      scale: 1,
      rotation: 0,
      x: 0,
      y: 0,
      natural: 2,
    });
  });

  it('double click goes to the natural size and back to the zoom it had', () => {
    const zoomed = run(loaded(3), { type: 'zoomStep', direction: 'in' });
    const natural = viewerReducer(zoomed, { type: 'toggleNatural' });
    expect(natural.scale).toBe(3);
    expect(viewerReducer(natural, { type: 'toggleNatural' }).scale).toBe(1.12);
  });

  it('zooming about a point moves the image so the point stays; at fitted size it recentres', () => {
    const state = run(loaded(3), { type: 'zoomTo', scale: 2, focal: { x: 100, y: 50 } });
    expect(state).toMatchObject({ scale: 2, x: -100, y: -50 });
    expect(viewerReducer(state, { type: 'zoomTo', scale: 0.5 })).toMatchObject({ x: 0, y: 0 });
  });

  it('a failed load is the error state, fitted', () => {
    expect(viewerReducer(loaded(), { type: 'failed' })).toMatchObject({
      status: 'error',
      scale: 1,
    });
  });

  it('keeps the zoom within the new bounds when the window shrinks', () => {
    const state = run(loaded(1), { type: 'zoomTo', scale: 3 });
    // The same measurement changes nothing; a window in which the image is shown at half its
    // natural size raises the bound, and the zoom stays.
    const smaller = viewerReducer(state, { type: 'measured', naturalWidth: 800, shownWidth: 800 });
    expect(smaller).toBe(state);
    const wider = viewerReducer(state, { type: 'measured', naturalWidth: 1600, shownWidth: 800 });
    expect(wider.natural).toBe(2);
    expect(wider.scale).toBe(3);
  });
});
