export {
  errorEnvelopeSchema,
  fieldErrorsSchema,
  successEnvelope,
  type ErrorEnvelope,
  type FieldErrors,
  type SuccessEnvelope,
} from './envelope';
export {
  contactCardSchema,
  contactsSchema,
  footerSchema,
  headerSchema,
  menuItemSchema,
  socialLinkSchema,
  submenuItemSchema,
  type ContactCard,
  type ContactsData,
  type FooterData,
  type HeaderData,
  type MenuItem,
  type SocialLink,
  type SubmenuItem,
} from './shell';
export { seoDataSchema, seoQuerySchema, seoSchema, type Seo } from './seo';
export {
  storeIdXmlNameSchema,
  storeXmlAndNameSchema,
  type StoreIdXmlName,
  type StoreXmlAndName,
} from './stores';
export { healthSchema, type Health } from './health';
