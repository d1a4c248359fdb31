export { lazyModal } from './lazy-modal';
export { ModalHost } from './modal-host';
