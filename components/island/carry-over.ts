/**
 * What a visitor did to an island's server markup before its code came (components/island):
 * the fields' text, which control had the focus, which button was clicked. Controls are matched
 * by position, so both renderings must list them in the same order.
 */
export interface CarriedState {
  values: (string | null)[];
  focused: number;
  clicked: number;
}

const CONTROLS = 'button, input, textarea, select, a[href]';

const controlsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));

export function takeState(root: HTMLElement | null, clicked: number): CarriedState | null {
  if (!root) return null;
  const controls = controlsOf(root);
  const active = document.activeElement;
  return {
    values: controls.map((control) =>
      control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? control.value
        : null,
    ),
    focused: active instanceof HTMLElement ? controls.indexOf(active) : -1,
    clicked,
  };
}

/** Sets a field's text the way typing does, so that the component's own change handler runs. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function carryOver(root: HTMLElement, state: CarriedState) {
  const controls = controlsOf(root);
  state.values.forEach((value, index) => {
    const control = controls[index];
    if (
      value &&
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== value
    )
      typeInto(control, value);
  });
  if (state.focused >= 0) controls[state.focused]?.focus();
  if (state.clicked >= 0) root.querySelectorAll('button')[state.clicked]?.click();
}
