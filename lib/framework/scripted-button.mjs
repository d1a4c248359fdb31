// @ts-check
/**
 * The buttons that do nothing without the page's code: `type="button"`, and not one the browser
 * works itself (it opens a popover, `popovertarget`, or a dialog, `commandfor`: issue #37). An
 * early click on such a button is kept and given again once the code has come (the late-script
 * loader, ./late-scripts.mjs, and an island, components/island); a browser-worked one has done
 * its part already, and a second click would undo it.
 */
export const SCRIPTED_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';
