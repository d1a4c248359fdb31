/**
 * Applying 1C's catalogue (issue #35, step 3): groups, properties, price types, warehouses,
 * products, prices and stock, behind the protocol's `CatalogImporter` seam.
 */
import 'server-only';

export { catalogPriceTypeId, NO_PICTURE, UNGROUPED_XML_ID } from './apply';
export { createCatalogImporter, type CatalogImporterDeps } from './importer';
export { defaultPropertyNames, mappedFields, propertySettingKey } from './map';
export { createPictureStore, type PictureStore } from './pictures';
