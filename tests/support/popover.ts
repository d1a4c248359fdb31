/**
 * The popover API as Chromium does it, for jsdom, which has none (issue #37: the shop's menus are
 * popovers the browser opens itself). Only what the shop uses: `popover="auto"` elements opened
 * and closed by `showPopover`/`hidePopover`/`togglePopover`, by a click on their
 * `popovertarget` button (its `popovertargetaction` too) and closed by Escape; a `toggle` event
 * with `newState` after each change; `:popover-open` in `matches`; an open one displayed. The real browser's behaviour is checked by the e2e
 * specs (e2e/first-tap.spec.ts).
 */
const shown = new WeakSet<Element>();
/** jsdom's own stylesheet hides every popover: an open one is shown by this mark's rule (made
 * important: jsdom weighs its own rules and a page's alike, by their selectors). */
const OPEN_MARK = 'data-test-popover-open';

function setOpen(element: HTMLElement, next: boolean) {
  if (!element.hasAttribute('popover') || shown.has(element) === next) return;
  if (next) shown.add(element);
  else shown.delete(element);
  element.toggleAttribute(OPEN_MARK, next);
  const event = new Event('toggle');
  Object.assign(event, { oldState: next ? 'closed' : 'open', newState: next ? 'open' : 'closed' });
  element.dispatchEvent(event);
}

const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
if (!('showPopover' in proto)) {
  const style = document.createElement('style');
  style.textContent = `[popover][${OPEN_MARK}] { display: block !important; }`;
  document.head.append(style);

  Object.assign(proto, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
    togglePopover(this: HTMLElement) {
      setOpen(this, !shown.has(this));
    },
  });

  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':popover-open') return shown.has(this);
    return matches.call(this, selector);
  } as typeof matches;

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[popovertarget]');
    if (!button || event.defaultPrevented) return;
    const target = document.getElementById(button.getAttribute('popovertarget')!);
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    if (target) setOpen(target, action === 'toggle' ? !shown.has(target) : action === 'show');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const element of document.querySelectorAll<HTMLElement>('[popover]'))
      if (shown.has(element)) setOpen(element, false);
  });
}

export {};
