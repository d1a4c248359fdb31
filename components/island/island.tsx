'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { SCRIPTED_BUTTON } from '@/lib/framework/scripted-button.mjs';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import type { CarriedState } from './carry-over';

/** What carries the visitor's doings over: needed only at the swap, so it comes with the code. */
const loadCarryOver = () => import('./carry-over');

export type IslandProps<P> = P & {
  /** The same markup, rendered on the server without the component's code (its closed state). */
  children: ReactNode;
};

export interface Island<P> {
  (props: IslandProps<P>): ReactNode;
  /** Loads the interactive component; islands already on the page switch to it. */
  preload: () => Promise<unknown>;
}

/**
 * A part of the page whose markup comes from the server and whose code comes later (issue #22):
 * the island shows `children` (the server's rendering of the part, closed) and loads the
 * interactive component when the browser is idle after the page's load, or at once when the
 * visitor reaches for it (pointer over it, focus in it, a touch). Then it renders the component
 * in place, carrying over what the visitor did meanwhile: the text of its fields, the focus, and
 * a click on one of its buttons, which the component gets once it is there. So the code of a
 * menu, a search field or a burger is never part of the page's first load, and nothing a visitor
 * does before it arrives is lost.
 *
 * `load` answers the component; both renderings must list their buttons and fields in the same
 * order (the carried state goes by position).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  type Loaded = { component: ComponentType<P>; carry: typeof import('./carry-over') };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), loadCarryOver()]).then(([component, carry]) => {
      loaded = { component, carry };
      return loaded;
    }));

  function Island({ children, ...props }: IslandProps<P>) {
    const rootRef = useRef<HTMLDivElement>(null);
    const [Live, setLive] = useState<ComponentType<P> | null>(null);
    const carried = useRef<CarriedState | null>(null);
    const pendingClick = useRef(-1);
    const mounted = useRef(false);
    const live = Live !== null;

    const swapped = useRef(false);
    const take = ({ carry }: Loaded) => {
      carried.current = carry.takeState(rootRef.current, pendingClick.current);
      pendingClick.current = -1;
    };
    /**
     * `reached`: the visitor reached for the part, and it swaps as soon as its code is there.
     * Otherwise (idle after the load) it gives way first: the islands whose code arrives
     * together would all swap in the import's one task, the page's longest after the load
     * (Lighthouse's blocking time, issue #22); one task each, input can come between them.
     */
    const activate = (reached: boolean) => {
      if (live) return;
      void preload().then((ready) => {
        const swap = () => {
          if (swapped.current || !mounted.current || rootRef.current === null) return;
          swapped.current = true;
          take(ready);
          // At once, so that no key pressed between the snapshot and the new markup is lost.
          flushSync(() => setLive(() => ready.component));
        };
        if (reached) swap();
        else setTimeout(swap, 0);
      });
    };
    const reach = () => activate(true);

    useLayoutEffect(() => {
      mounted.current = true;
      // Loaded already (the part was on another page of this visit): live before the paint.
      if (loaded) {
        const ready = loaded;
        swapped.current = true;
        take(ready);
        setLive(() => ready.component);
        return () => {
          mounted.current = false;
        };
      }
      const cancel = afterLoadWhenIdle(() => activate(false));
      return () => {
        mounted.current = false;
        cancel();
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
    }, []);

    // Popovers the visitor opened (the browser opens them without the code: issue #37) open
    // again in the component's markup before it is painted, so that the swap does not close one.
    useLayoutEffect(() => {
      if (!live || !carried.current || !rootRef.current || !loaded) return;
      loaded.carry.reopenPopovers(rootRef.current, carried.current);
    }, [live]);

    // After the component's own mount effects (a child's run first), which may reset its state:
    // the menu that closes on the first route it sees would close a replayed opening.
    useEffect(() => {
      if (!live || !carried.current || !rootRef.current || !loaded) return;
      loaded.carry.carryOver(rootRef.current, carried.current);
      carried.current = null;
    }, [live]);

    // A click on a button before the code came: given to the component once it is there.
    const captureClick = (event: MouseEvent<HTMLDivElement>) => {
      const root = rootRef.current;
      // Not a button the browser works itself (a popover's): it has done its part already.
      const button = event.target instanceof Element ? event.target.closest(SCRIPTED_BUTTON) : null;
      if (!root || !button || !root.contains(button)) return;
      event.preventDefault();
      pendingClick.current = Array.from(root.querySelectorAll('button')).indexOf(
        button as HTMLButtonElement,
      );
      reach();
    };

    return (
      <div
        ref={rootRef}
        className="island"
        data-island={live ? 'live' : 'static'}
        onPointerOver={live ? undefined : reach}
        onFocus={live ? undefined : reach}
        onTouchStart={live ? undefined : reach}
        onClickCapture={live ? undefined : captureClick}
      >
        {Live ? <Live {...(props as P)} /> : children}
      </div>
    );
  }

  Island.preload = preload;
  return Island;
}
