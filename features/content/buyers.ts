/**
 * The buyers' documents (/buyers/…, the privacy policy): one of content's route entries. A
 * server page that imports the index carries every client component and style the index
 * reaches, the map and the media players included; each route group takes its own entry
 * (docs/architecture.md, issue #22).
 */
export { BuyersPage } from './components/buyers-page';
