export { ModalHost } from './modal-host';
