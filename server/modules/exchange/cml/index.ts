/**
 * The CommerceML reader (issue #35): a pure module, no database. The protocol endpoint and the
 * apply step build on `readCml` and the record types; docs/1c-exchange.md holds the facts.
 */
import 'server-only';

export { decodeCml } from './decode';
export { CmlError } from './errors';
export { cmlLimits, readCml, type CmlLimits, type ReadCmlOptions } from './reader';
export type {
  CmlContents,
  CmlDocument,
  CmlDocumentLine,
  CmlDocumentStatus,
  CmlGroup,
  CmlHeader,
  CmlOffer,
  CmlPrice,
  CmlPriceType,
  CmlProduct,
  CmlProperty,
  CmlPropertyValue,
  CmlRecord,
  CmlRecordKind,
  CmlStock,
  CmlSummary,
  CmlUnit,
  CmlUnitRef,
  CmlValueType,
  CmlWarehouse,
} from './types';
export { normaliseCurrency, parseCmlBoolean, parseCmlNumber } from './values';
