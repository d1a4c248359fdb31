/** The content feature's client-safe entry. Server components are in ./server.ts. */
export { YandexMap } from './components/yandex-map';
export { RevealOnScroll } from './components/reveal-on-scroll';
export { contentTexts } from './texts';
