'use client';

import { useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { CLICK_SLOP_PX } from './model/constants';
import {
  decideSwipe,
  distance,
  midpoint,
  movedBeyond,
  pinchScale,
  type Point,
  type SwipeDecision,
} from './model/gestures';
import type { ViewerAction, ViewerState } from './model/viewer-state';

interface Session {
  pointers: Map<number, Point>;
  mode: 'drag' | 'pinch' | null;
  pointerType: string;
  /** Where the current drag started, and where the image was then. */
  start: Point;
  origin: Point;
  /** Fingers spread and zoom when the pinch started. */
  pinchDistance: number;
  pinchScale: number;
  /** Two fingers took part: the gesture is a pinch, never a swipe. */
  multi: boolean;
  moved: boolean;
  /** The press began on the empty stage around the image (a click there closes). */
  onBackdrop: boolean;
}

const newSession = (): Session => ({
  pointers: new Map(),
  mode: null,
  pointerType: 'mouse',
  start: { x: 0, y: 0 },
  origin: { x: 0, y: 0 },
  pinchDistance: 0,
  pinchScale: 1,
  multi: false,
  moved: false,
  onBackdrop: false,
});

/** A point relative to the centre of `element`, the frame in which positions are kept. */
export function fromCentre(element: HTMLElement | null, clientX: number, clientY: number): Point {
  const rect = element?.getBoundingClientRect();
  if (!rect) return { x: 0, y: 0 };
  return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
}

interface Options {
  stageRef: RefObject<HTMLElement | null>;
  state: ViewerState;
  dispatch: (action: ViewerAction) => void;
  rtl: boolean;
  onSwipe: (decision: Exclude<SwipeDecision, null>) => void;
  onBackdropClick: () => void;
  onImageDoubleClick: (at: Point) => void;
}

/**
 * Pointer gestures on the stage (storefront.md §2): drag moves the image, two fingers pinch-zoom
 * about their midpoint, and a touch swipe over 50 px, more horizontal than vertical, changes
 * image while the image is not zoomed in (zoomed in, the finger pans it). The decisions are the
 * pure functions of model/gestures.ts; this hook only tracks the pointers.
 */
export function usePointerGestures({
  stageRef,
  state,
  dispatch,
  rtl,
  onSwipe,
  onBackdropClick,
  onImageDoubleClick,
}: Options) {
  const session = useRef<Session>(newSession());
  const [dragging, setDragging] = useState(false);
  const [pinching, setPinching] = useState(false);

  const startDrag = (s: Session, at: Point) => {
    s.mode = 'drag';
    s.start = at;
    s.origin = { x: state.x, y: state.y };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const s = session.current;
    if (s.pointers.size === 0) {
      session.current = newSession();
      session.current.pointerType = event.pointerType;
      session.current.onBackdrop = event.target === event.currentTarget;
    }
    const current = session.current;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = { x: event.clientX, y: event.clientY };
    current.pointers.set(event.pointerId, at);
    if (current.pointers.size === 1) {
      startDrag(current, at);
    } else if (current.pointers.size === 2 && state.status === 'loaded') {
      const [a, b] = [...current.pointers.values()] as [Point, Point];
      current.mode = 'pinch';
      current.multi = true;
      current.moved = true;
      current.pinchDistance = distance(a, b);
      current.pinchScale = state.scale;
      setDragging(false);
      setPinching(true);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const s = session.current;
    if (!s.pointers.has(event.pointerId)) return;
    const at = { x: event.clientX, y: event.clientY };
    s.pointers.set(event.pointerId, at);
    if (s.mode === 'drag') {
      const dx = at.x - s.start.x;
      const dy = at.y - s.start.y;
      if (!s.moved && !movedBeyond(dx, dy, CLICK_SLOP_PX)) return;
      if (!s.moved) {
        s.moved = true;
        setDragging(true);
      }
      if (state.status === 'loaded') {
        dispatch({ type: 'moveTo', x: s.origin.x + dx, y: s.origin.y + dy });
      }
    } else if (s.mode === 'pinch' && s.pointers.size >= 2) {
      const [a, b] = [...s.pointers.values()] as [Point, Point];
      const centre = midpoint(a, b);
      dispatch({
        type: 'zoomTo',
        scale: pinchScale(s.pinchScale, s.pinchDistance, distance(a, b)),
        focal: fromCentre(stageRef.current, centre.x, centre.y),
      });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const s = session.current;
    const last = s.pointers.get(event.pointerId);
    if (!last) return;
    s.pointers.delete(event.pointerId);
    if (s.pointers.size === 1 && s.mode === 'pinch') {
      // One finger lifted: the other one goes on dragging from where it is.
      const [rest] = [...s.pointers.values()] as [Point];
      startDrag(s, rest);
      setPinching(false);
      return;
    }
    if (s.pointers.size > 0) return;
    const notZoomedIn = state.scale <= 1;
    if (s.mode === 'drag' && !s.multi && s.pointerType !== 'mouse' && notZoomedIn) {
      const decision =
        event.type === 'pointercancel'
          ? null
          : decideSwipe(last.x - s.start.x, last.y - s.start.y, { rtl });
      if (decision) onSwipe(decision);
      else if (s.moved) dispatch({ type: 'moveTo', x: 0, y: 0 });
    }
    s.mode = null;
    setDragging(false);
    setPinching(false);
  };

  // While a pointer is captured the browser targets click and dblclick at the stage, wherever
  // the press was: what was pressed comes from the pointerdown.
  const onClick = () => {
    const s = session.current;
    if (s.onBackdrop && !s.moved) onBackdropClick();
  };

  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    if (session.current.onBackdrop) return;
    onImageDoubleClick(fromCentre(stageRef.current, event.clientX, event.clientY));
  };

  return {
    dragging,
    pinching,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClick,
      onDoubleClick,
    },
  };
}
