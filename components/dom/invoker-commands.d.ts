/**
 * HTML invoker commands (issue #37): a button with `commandfor` and `command` opens or closes a
 * dialog or a popover itself, before any of the page's scripts has come. React 19 writes these
 * lowercase attributes through as they are, but its JSX types do not list them yet. The dialog's
 * `closedby` (light dismiss) is in React's types already.
 */
import 'react';

declare module 'react' {
  // An augmentation repeats React's type parameter as it is named there, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the dialog or popover the button commands. */
    commandfor?: string | undefined;
    /**
     * What the button asks of it: the built-in commands of dialogs and popovers, or a custom
     * one (`--name`), which only fires a `command` event on the target.
     */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
