/**
 * The /modal/ page (app/modal/page.tsx), in an entry of its own: its opener is a client
 * component, which every page importing ./index.ts would otherwise carry (issue #22).
 */
export { ModalPage } from './components/modal-page';
