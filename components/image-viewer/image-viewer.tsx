'use client';

import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { trapTab } from '../hooks/focusable';
import { useBackCloses } from '../hooks/use-back-closes';
import { CloseIcon } from '../icons';
import {
  BrokenImageIcon,
  NextIcon,
  PreviousIcon,
  ResetIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './icons';
import styles from './image-viewer.module.scss';
import { WHEEL_THROTTLE_MS } from './model/constants';
import {
  normaliseImages,
  resolvePosition,
  stepPosition,
  type ImageViewerSource,
  type ViewerImage,
} from './model/images';
import { keyToAction, type KeyAction } from './model/keys';
import { normaliseRotation, rotate, type RotateDirection } from './model/rotation';
import type { Point } from './model/gestures';
import { createThrottle } from './model/throttle';
import { initialViewerState, viewerReducer } from './model/viewer-state';
import { canZoom } from './model/zoom';
import { imageViewerTexts as texts } from './texts';
import { fromCentre, usePointerGestures } from './use-pointer-gestures';

export interface ImageViewerProps {
  /** The images; an entry that is neither a string nor an object with a safe string src is skipped. */
  images: readonly ImageViewerSource[];
  /** Index in `images` of the image to show; clamped. */
  index: number;
  open: boolean;
  onClose(): void;
  /** Called with the index in `images` when the viewer moves to another image. */
  onIndexChange?(index: number): void;
  /** Dialog title when the image has none; 'Просмотр изображения' otherwise. */
  title?: string;
  /** Previous at the first image goes to the last and back; without it the buttons disable. */
  loop?: boolean;
  /** An image failed to load (storefront.md §8): its index in `images` and its src. */
  onError?(event: { index: number; src: string }): void;
  /** The rotation after each turn, 0 to 359 degrees. */
  onRotate?(degrees: number): void;
  /** Reading direction; by default the document's. Arrows and swipes swap in 'rtl'. */
  dir?: 'ltr' | 'rtl';
}

const subscribeNothing = () => () => {};

/**
 * Full-screen image viewer (storefront.md §2 "Image viewer", §4, §5, §9). Rendered into
 * document.body while `open`; a modal dialog that takes focus, keeps Tab inside, hides page
 * scrolling through the counted lock and gives focus back to its opener when it closes. It
 * covers the whole screen, opaque and above the header, and owns a history entry while open:
 * Back closes it (components/hooks/use-back-closes.ts).
 */
export function ImageViewer(props: ImageViewerProps) {
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!props.open || !isClient) return null;
  return createPortal(<ViewerDialog {...props} />, document.body);
}

function documentIsRtl(): boolean {
  const html = document.documentElement;
  return html.dir === 'rtl' || getComputedStyle(html).direction === 'rtl';
}

function ViewerDialog({
  images,
  index,
  onClose,
  onIndexChange,
  title,
  loop = false,
  onError,
  onRotate,
  dir,
}: ImageViewerProps) {
  const list = useMemo(() => normaliseImages(images), [images]);
  const [state, dispatch] = useReducer(viewerReducer, undefined, () =>
    initialViewerState(resolvePosition(list, index)),
  );
  const [documentRtl] = useState(documentIsRtl);
  const rtl = dir ? dir === 'rtl' : documentRtl;
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Follow the caller: a new `index` shows that image; a new list keeps the image on screen
  // when it is still there (same src at the same place in the caller's list).
  const [seen, setSeen] = useState({ index, list });
  if (seen.index !== index || seen.list !== list) {
    const shown: ViewerImage | undefined = seen.list[state.position];
    const target =
      seen.index !== index || !shown
        ? resolvePosition(list, index)
        : resolvePosition(list, shown.sourceIndex);
    setSeen({ index, list });
    if (target !== state.position || list[target]?.src !== shown?.src) {
      dispatch({ type: 'show', position: target });
    }
  }

  const current = list[state.position];
  const count = list.length;
  const previousPosition = stepPosition(state.position, -1, count, loop);
  const nextPosition = stepPosition(state.position, 1, count, loop);
  const loaded = state.status === 'loaded';

  useScrollLock(true);
  // Back closes the viewer and stays on the page (issue #34); its close button pops the entry.
  useBackCloses(onClose);

  // Focus goes into the dialog and back to the opener when the viewer closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A button that becomes disabled under the focus (next at the last image, say) drops it:
  // catch it on the dialog so that the keyboard keeps working.
  useEffect(() => {
    const active = document.activeElement;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.contains(active) || (active instanceof HTMLButtonElement && active.disabled)) {
      dialog.focus();
    }
  });

  const show = (position: number | null) => {
    if (position === null || position === state.position) return;
    const image = list[position];
    if (!image) return;
    dispatch({ type: 'show', position });
    onIndexChange?.(image.sourceIndex);
  };

  const turn = (direction: RotateDirection) => {
    dispatch({ type: 'rotate', direction });
    onRotate?.(normaliseRotation(rotate(state.rotation, direction)));
  };

  const run = (action: KeyAction) => {
    if (action === 'close') onClose();
    else if (action === 'previous') show(previousPosition);
    else if (action === 'next') show(nextPosition);
    else if (!loaded) return;
    else if (action === 'zoomIn') dispatch({ type: 'zoomStep', direction: 'in' });
    else if (action === 'zoomOut') dispatch({ type: 'zoomStep', direction: 'out' });
    else dispatch({ type: 'reset' });
  };

  // Keys are caught on window in the capture phase so that a modal under the viewer (the quick
  // view) neither closes on the same Escape nor pulls the focus back on Tab.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Tab') {
      trapTab(event, dialog);
      event.stopPropagation();
      return;
    }
    const action = keyToAction(event, rtl);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    run(action);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);

  // Wheel zoom about the pointer, at most one step per 80 ms (storefront.md §9). A native
  // listener, because React's wheel listener is passive and cannot stop the browser's own zoom.
  const [wheelZoom] = useState(() =>
    createThrottle((direction: 'in' | 'out', focal: Point) => {
      dispatch({ type: 'zoomStep', direction, focal });
    }, WHEEL_THROTTLE_MS),
  );
  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    if (!loaded || event.deltaY === 0) return;
    wheelZoom(
      event.deltaY < 0 ? 'in' : 'out',
      fromCentre(stageRef.current, event.clientX, event.clientY),
    );
  });
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const listener = (event: WheelEvent) => onWheel(event);
    stage.addEventListener('wheel', listener, { passive: false });
    return () => stage.removeEventListener('wheel', listener);
  }, []);

  const gestures = usePointerGestures({
    stageRef,
    state,
    dispatch,
    rtl,
    onSwipe: (decision) => show(decision === 'next' ? nextPosition : previousPosition),
    onBackdropClick: onClose,
    // Double click: natural size and back (storefront.md §2), about the clicked point.
    onImageDoubleClick: (focal) => {
      if (loaded) dispatch({ type: 'toggleNatural', focal });
    },
  });

  // The fitted size changes with the window; the natural-size zoom with it.
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (!image || !loaded || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      dispatch({
        type: 'measured',
        naturalWidth: image.naturalWidth,
        shownWidth: image.offsetWidth,
      }),
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [loaded, state.position]);

  // Once the image is in, fetch its neighbours so that the next swipe shows at once.
  useEffect(() => {
    if (!loaded) return;
    for (const position of [previousPosition, nextPosition]) {
      const neighbour = position === null ? undefined : list[position];
      if (neighbour) new Image().src = neighbour.src;
    }
  }, [loaded, previousPosition, nextPosition, list]);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    dispatch({
      type: 'loaded',
      naturalWidth: image.naturalWidth,
      shownWidth: image.offsetWidth,
    });
  };

  const onImageError = () => {
    dispatch({ type: 'failed' });
    if (current) onError?.({ index: current.sourceIndex, src: current.src });
  };

  const heading = current?.title ?? title ?? texts.dialog;
  const isFitted =
    state.scale === 1 && normaliseRotation(state.rotation) === 0 && state.x === 0 && state.y === 0;
  const transform = `translate3d(${state.x}px, ${state.y}px, 0) scale(${state.scale}) rotate(${state.rotation}deg)`;

  return (
    <div
      ref={dialogRef}
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      dir={rtl ? 'rtl' : 'ltr'}
      data-status={state.status}
    >
      <div
        ref={stageRef}
        className={styles.stage}
        data-dragging={gestures.dragging || undefined}
        data-pinching={gestures.pinching || undefined}
        data-zoomed={state.scale > 1 || undefined}
        {...gestures.handlers}
      >
        {current && state.status !== 'error' ? (
          <div className={styles.frame} style={{ transform }}>
            {/* A plain <img>: the viewer shows the original file at its natural size, which
                next/image would resize; the natural width is read from the element. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              key={`${state.position}:${current.src}`}
              ref={imageRef}
              className={styles.image}
              src={current.src}
              alt={current.alt ?? current.title ?? texts.imageAlt(state.position + 1, count)}
              draggable={false}
              onLoad={onLoad}
              onError={onImageError}
            />
          </div>
        ) : null}
        {state.status === 'loading' ? (
          <span className={styles.spinner} role="img" aria-label={texts.loading} />
        ) : null}
        {state.status === 'error' ? (
          <div className={styles.broken} role="alert">
            <BrokenImageIcon />
            <p>{current ? texts.broken : texts.empty}</p>
          </div>
        ) : null}
      </div>

      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title} dir="auto">
          {heading}
        </h2>
        {count > 0 ? (
          <p
            className={styles.counter}
            role="status"
            aria-live="polite"
            aria-atomic="true"
            dir="auto"
          >
            {texts.counter(state.position + 1, count)}
          </p>
        ) : null}
        <button type="button" className={styles.button} aria-label={texts.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.button} ${styles.nav} ${styles.previous}`}
            aria-label={texts.previous}
            disabled={previousPosition === null}
            onClick={() => show(previousPosition)}
          >
            <PreviousIcon className={styles.chevron} />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.nav} ${styles.next}`}
            aria-label={texts.next}
            disabled={nextPosition === null}
            onClick={() => show(nextPosition)}
          >
            <NextIcon className={styles.chevron} />
          </button>
        </>
      ) : null}

      <div className={styles.toolbar} role="group" aria-label={texts.tools}>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.zoomOut}
          disabled={!loaded || !canZoom(state.scale, 'out', state.natural)}
          onClick={() => dispatch({ type: 'zoomStep', direction: 'out' })}
        >
          <ZoomOutIcon />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.zoomIn}
          disabled={!loaded || !canZoom(state.scale, 'in', state.natural)}
          onClick={() => dispatch({ type: 'zoomStep', direction: 'in' })}
        >
          <ZoomInIcon />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.rotateLeft}
          disabled={!loaded}
          onClick={() => turn('left')}
        >
          <RotateLeftIcon />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.rotateRight}
          disabled={!loaded}
          onClick={() => turn('right')}
        >
          <RotateRightIcon />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.reset}
          disabled={!loaded || isFitted}
          onClick={() => dispatch({ type: 'reset' })}
        >
          <ResetIcon />
        </button>
      </div>
    </div>
  );
}
