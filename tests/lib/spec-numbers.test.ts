/**
 * The spec's numbers, pinned (storefront.md §3, §4, §9; accounts.md §4). Behaviour tests drive
 * timers and sizes through these constants, so a changed constant would move the test with it;
 * this file is where a number that drifts from the spec fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTER_MAX, COUNTER_MIN } from '@/components/counter/counter-value';
import * as viewer from '@/components/image-viewer/model/constants';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/components/loading-bar';
import { SELECT_VISIBLE_OPTIONS } from '@/components/form/select';
import { RELOAD_GUARD_MS } from '@/features/auth/model/session';
import * as preloader from '@/features/home/model/preloader';
import * as search from '@/features/search/model/limits';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/features/shell/model/header-theme';
import { SUBMENU_SWITCH_DELAY_MS } from '@/features/shell/model/use-submenu-switch';
import { SHELL_DESKTOP_MIN_WIDTH } from '@/features/shell/model/viewport-cookie';
import * as cookies from '@/lib/cookies';
import { MAX_PARALLEL_ROUTE_PRELOADS } from '@/lib/route-prefetch/gate';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_LIMIT } from '@/lib/stores/notifications';

describe('the numbers of the spec', () => {
  it('breakpoints (§9): max 1940, xxl2 1680, xxl 1551, xl 1281, lg 1101, md 641, sm 321; shell 1191', () => {
    const scss = readFileSync('styles/_breakpoints.scss', 'utf8');
    const value = (name: string) =>
      Number(new RegExp(`^\\$${name}: (\\d+)px;`, 'm').exec(scss)?.[1]);
    expect({
      max: value('viewport-max'),
      xxl2: value('bp-xxl2'),
      xxl: value('bp-xxl'),
      xl: value('bp-xl'),
      lg: value('bp-lg'),
      md: value('bp-md'),
      sm: value('bp-sm'),
      shell: value('bp-shell-desktop'),
    }).toEqual({
      max: 1940,
      xxl2: 1680,
      xxl: 1551,
      xl: 1281,
      lg: 1101,
      md: 641,
      sm: 321,
      shell: 1191,
    });
    // The script's idea of "desktop" (the viewport cookie) is the stylesheet's.
    expect(SHELL_DESKTOP_MIN_WIDTH).toBe(1191);
  });

  it('header (§4): light past 1 px of scroll; the next submenu opens 550 ms after the last closes', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(1);
    expect(SUBMENU_SWITCH_DELAY_MS).toBe(550);
  });

  it('search (§4, §9): 3 characters, 900 ms, 4 quick results with 3 variants, pages of 15', () => {
    expect(search.SEARCH_MIN_LENGTH).toBe(3);
    expect(search.SEARCH_DEBOUNCE_MS).toBe(900);
    expect(search.QUICK_PAGE_SIZE).toBe(4);
    expect(search.QUICK_VARIANTS).toBe(3);
    expect(search.FULL_PAGE_SIZE).toBe(15);
    expect(search.SEARCH_BANNER_POSITION).toBe(4);
  });

  it('notifications (§4): close after 3 s, at most 4 shown', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
    expect(NOTIFICATION_LIMIT).toBe(4);
  });

  it('image viewer (§9): zoom step 0.12 within 0.1–3, swipe 50 px, wheel 80 ms, rotation 90°', () => {
    expect(viewer.ZOOM_STEP).toBe(0.12);
    expect(viewer.ZOOM_MIN_OF_NATURAL).toBe(0.1);
    expect(viewer.ZOOM_MAX_OF_NATURAL).toBe(3);
    expect(viewer.SWIPE_TOLERANCE_PX).toBe(50);
    expect(viewer.WHEEL_THROTTLE_MS).toBe(80);
    expect(viewer.ROTATION_STEP_DEG).toBe(90);
  });

  it('cookies (§3): tokens 25 weeks, viewport 365 days, the active modal 2 minutes', () => {
    expect(cookies.SESSION_COOKIE).toBe('tokens');
    expect(cookies.SESSION_MAX_AGE_S).toBe(25 * 7 * 24 * 3600);
    expect(cookies.SESSION_FLAG_COOKIE).toBe('session_auth');
    expect(cookies.VIEWPORT_COOKIE).toBe('viewport');
    expect(cookies.VIEWPORT_MAX_AGE_DAYS).toBe(365);
    expect(cookies.ACTIVE_MODAL_MAX_AGE_S).toBe(120);
    expect(cookies.PRELOADER_COOKIE).toBe('disable-preloader');
    expect(cookies.PRODUCTS_HISTORY_COOKIE).toBe('products-history');
  });

  it('at most 4 route preloads in parallel; a select lists 5 before it scrolls; reload guard 10 s', () => {
    expect(MAX_PARALLEL_ROUTE_PRELOADS).toBe(4);
    expect(SELECT_VISIBLE_OPTIONS).toBe(5);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('loading bar (§9): after 200 ms, creeping over 2000 ms, 3 px high', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(2000);
    const tokens = readFileSync('styles/_tokens.scss', 'utf8');
    expect(/^\$loading-bar-h: (\d+)px;/m.exec(tokens)?.[1]).toBe('3');
  });

  it('preloader (§4, §9): counter about 1.5 s, cover 1 s, its cookie 30 minutes', () => {
    expect(preloader.COUNTER_MS).toBe(1500);
    expect(preloader.COVER_MS).toBe(1000);
    expect(preloader.PRELOADER_COOKIE_MAX_AGE_S).toBe(30 * 60);
  });

  it('counter (§9): 0 to 9999', () => {
    expect(COUNTER_MIN).toBe(0);
    expect(COUNTER_MAX).toBe(9999);
  });
});
