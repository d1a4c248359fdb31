export {
  isAccountNumber,
  isBik,
  isValidCorrAccount,
  isValidCurrentAccount,
  withControlKey,
} from './bank';
export { idRule, isId, MAX_ID } from './ids';
export { completeInn, isValidInn } from './inn';
export { EMAIL_EXAMPLE, validationMessages } from './messages';
export {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isCompletePhone,
  phoneCountries,
  phoneCountryByCode,
  type PhoneCountry,
} from './phone';
export {
  accountDigitsRule,
  bankNameRule,
  bikRule,
  consentFlag,
  consentRule,
  digitsOnly,
  EMAIL_PATTERN,
  emailRule,
  FIO_PATTERN,
  fioRule,
  innRule,
  isConsent,
  ogrnRule,
  optionalEmailRule,
  PASSWORD_MIN_LENGTH,
  passwordRule,
  passwordsMatch,
  paymentDataSchema,
  phoneRule,
  requiredText,
} from './rules';
