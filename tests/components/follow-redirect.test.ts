import { describe, expect, it, vi } from 'vitest';
import { followRedirect } from '@/components/link';

const deps = () => ({ push: vi.fn(), assign: vi.fn(), origin: 'https://selvedge.ru' });

describe('followRedirect', () => {
  it('navigates inside the shop without a page load', () => {
    const d = deps();
    expect(followRedirect('/catalog/futer/', d)).toBe(true);
    expect(d.push).toHaveBeenCalledWith('/catalog/futer/');
    expect(d.assign).not.toHaveBeenCalled();
  });

  it('treats an absolute address on the shop itself as internal', () => {
    const d = deps();
    followRedirect('https://selvedge.ru/user/?tab=1#orders', d);
    expect(d.push).toHaveBeenCalledWith('/user/?tab=1#orders');
  });

  it('leaves for another site by a full page load', () => {
    const d = deps();
    followRedirect('https://pay.example.com/checkout?id=7', d);
    expect(d.assign).toHaveBeenCalledWith('https://pay.example.com/checkout?id=7');
    expect(d.push).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '',
    null,
  ])('refuses %j', (href) => {
    const d = deps();
    expect(followRedirect(href, d)).toBe(false);
    expect(d.push).not.toHaveBeenCalled();
    expect(d.assign).not.toHaveBeenCalled();
  });
});
