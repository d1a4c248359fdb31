// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/lib/browser-cookies';

const clear = () => {
  for (const pair of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${pair.slice(0, pair.indexOf('='))}=; path=/; max-age=0`;
};
afterEach(clear);

describe('the cookies the browser writes itself', () => {
  it('reads back what it wrote, whatever the characters', () => {
    for (const value of ['desktop', '42,17,3', 'Склад Москва', 'a=b; c', '100%']) {
      writeCookie('probe', value, { maxAgeS: 60 });
      expect(readCookie('probe')).toBe(value);
    }
  });

  it('writes what js-cookie wrote, so cookies from before the change read the same', () => {
    for (const value of ['42,17,3', 'Склад Москва', 'login']) {
      Cookies.set('theirs', value, { path: '/' });
      writeCookie('ours', value);
      expect(readCookie('theirs')).toBe(value);
      expect(Cookies.get('ours')).toBe(value);
      const raw = (name: string) =>
        document.cookie
          .split('; ')
          .find((pair) => pair.startsWith(`${name}=`))!
          .split('=')[1];
      expect(raw('ours')).toBe(raw('theirs'));
    }
  });

  it('tells one name from another that starts alike, and forgets a removed cookie', () => {
    writeCookie('viewport', 'mobile');
    writeCookie('viewport-old', 'desktop');
    expect(readCookie('viewport')).toBe('mobile');
    expect(readCookie('view')).toBeUndefined();
    removeCookie('viewport');
    expect(readCookie('viewport')).toBeUndefined();
    expect(readCookie('viewport-old')).toBe('desktop');
  });

  it('a cookie whose lifetime is over is gone', () => {
    writeCookie('short', 'x', { maxAgeS: 0 });
    expect(readCookie('short')).toBeUndefined();
  });

  it('reads the cookie store once per task, and sees a cookie set elsewhere in the next', async () => {
    writeCookie('session_auth', '1');
    const store = vi.spyOn(document, 'cookie', 'get');
    // A listing's cards each ask for the session flag while it hydrates: one read in all.
    for (let card = 0; card < 18; card += 1) expect(readCookie('session_auth')).toBe('1');
    expect(store).toHaveBeenCalledTimes(1);
    store.mockRestore();
    // A cookie the server or another script set is there for the next task.
    document.cookie = 'session_auth=; path=/; max-age=0';
    await Promise.resolve();
    expect(readCookie('session_auth')).toBeUndefined();
  });
});
