import { isPopoverOpen } from '@/components/hooks';

/**
 * What a visitor did to an island's server markup before its code came (components/island):
 * the text of the fields and the choice of the selects they changed, the boxes they ticked or
 * cleared, which control had the focus, which button was clicked, which popovers they opened. Controls are matched by
 * position, so both renderings must list them in the same order. Loaded with the island's code.
 */
export interface CarriedState {
  /** A changed field's text or select's value, by position; null where nothing changed. */
  values: (string | null)[];
  /** Check boxes and radios switched away from the server's state, by position. */
  toggled: boolean[];
  focused: number;
  clicked: number;
  /** Popovers (`[popover]`) open at the swap, by position. */
  popovers: boolean[];
}

const CONTROLS = 'button, input, textarea, select, a[href]';

const controlsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));

const isToggle = (control: Element): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changedValue(control: Element): string | null {
  if (control instanceof HTMLSelectElement) {
    const initial = Array.from(control.options).find((option) => option.defaultSelected);
    const initialValue = initial?.value ?? control.options[0]?.value ?? '';
    return control.value === initialValue ? null : control.value;
  }
  if (
    (control instanceof HTMLInputElement && !isToggle(control)) ||
    control instanceof HTMLTextAreaElement
  )
    return control.value === control.defaultValue ? null : control.value;
  return null;
}

export function takeState(root: HTMLElement | null, clicked: number): CarriedState | null {
  if (!root) return null;
  const controls = controlsOf(root);
  const active = document.activeElement;
  return {
    values: controls.map(changedValue),
    toggled: controls.map(
      (control) => isToggle(control) && control.checked !== control.defaultChecked,
    ),
    focused: active instanceof HTMLElement ? controls.indexOf(active) : -1,
    clicked,
    popovers: popoversOf(root).map(isPopoverOpen),
  };
}

const popoversOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[popover]'));

/** Opens again, in the component's markup, the popovers that were open in the server's. */
export function reopenPopovers(root: HTMLElement, state: CarriedState) {
  const popovers = popoversOf(root);
  state.popovers.forEach((open, index) => {
    const popover = popovers[index];
    if (open && popover && !isPopoverOpen(popover)) popover.showPopover();
  });
}

/** Sets a control's value the way the visitor does, so that the component's own handler runs. */
function enter(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  const event = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

export function carryOver(root: HTMLElement, state: CarriedState) {
  const controls = controlsOf(root);
  state.values.forEach((value, index) => {
    const control = controls[index];
    if (
      value !== null &&
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.value !== value
    )
      enter(control, value);
  });
  state.toggled.forEach((toggled, index) => {
    if (toggled) controls[index]?.click();
  });
  if (state.focused >= 0) controls[state.focused]?.focus();
  if (state.clicked >= 0) root.querySelectorAll('button')[state.clicked]?.click();
}
