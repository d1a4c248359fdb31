import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberViewport, viewportKindOf } from '@/features/shell/model/viewport-cookie';
import { ClientEffects } from '@/features/shell/components/client-effects';
import {
  GUEST_STOCK_KEY,
  GUEST_STOCK_MAX_AGE_MS,
  getGuestStock,
  setGuestStock,
  syncGuestStock,
} from '@/lib/stores/guest-stock';

afterEach(() => {
  localStorage.clear();
  Cookies.remove('viewport');
  Cookies.remove('session_auth');
});

describe('viewport cookie', () => {
  it('says desktop from 1191 px, mobile below', () => {
    expect(viewportKindOf(1190)).toBe('mobile');
    expect(viewportKindOf(1191)).toBe('desktop');
    rememberViewport(360);
    expect(Cookies.get('viewport')).toBe('mobile');
    rememberViewport(1440);
    expect(Cookies.get('viewport')).toBe('desktop');
  });
});

describe("guest 'user stock'", () => {
  it('a guest keeps the chosen warehouse, refreshed on each visit', () => {
    setGuestStock('spb', 1_000);
    syncGuestStock(false, 2_000);
    expect(JSON.parse(localStorage.getItem(GUEST_STOCK_KEY)!)).toEqual({ code: 'spb', at: 2_000 });
    expect(getGuestStock(2_000)).toBe('spb');
  });

  it('is removed once the visitor is logged in', () => {
    setGuestStock('spb');
    syncGuestStock(true);
    expect(localStorage.getItem(GUEST_STOCK_KEY)).toBeNull();
  });

  it('expires after a year without a visit', () => {
    setGuestStock('msk', 0);
    expect(getGuestStock(GUEST_STOCK_MAX_AGE_MS + 1)).toBeNull();
  });

  it('the shell applies both on load', () => {
    setGuestStock('ekb');
    Cookies.set('session_auth', new Date().toISOString());
    render(<ClientEffects />);
    expect(localStorage.getItem(GUEST_STOCK_KEY)).toBeNull();
    expect(Cookies.get('viewport')).toBeDefined();
  });
});
