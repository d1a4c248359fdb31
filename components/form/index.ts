/*
 * The form controls, most of them client components. A server component imports what it needs
 * from its own module (./texts, ./plain-field), never from here: through this index every client
 * control listed becomes a client reference of its page, in the page's first load (issue #37).
 */
export { Checkbox } from './checkbox';
export { ConsentCheckbox, showConsentError } from './consent-checkbox';
export { controlAria, errorIdOf, Field } from './field';
export { FileInput } from './file-input';
export { FormMessage } from './form-message';
export {
  MissingFields,
  pendingFieldsLine,
  pendingFromSchema,
  type PendingField,
} from './missing-fields';
export { NativeSelect } from './native-select';
export { PhoneInput } from './phone-input';
export { Select, SELECT_VISIBLE_OPTIONS, type SelectOption } from './select';
export { TextArea } from './text-area';
export { TextField } from './text-field';
export { visibleError } from './visible-error';
export {
  CheckboxField,
  ConsentField,
  FormFailure,
  FormMissing,
  NativeSelectField,
  PhoneField,
  RadioOption,
  SchemaForm,
  SegmentedRadios,
  SelectField,
  SubmitButton,
  TextAreaInput,
  TextInput,
  useSchemaField,
  useSchemaFormContext,
} from './schema-form';
export { serverMessage, setServerErrors } from './server-errors';
export {
  useSchemaForm,
  type FormSchema,
  type SchemaFormApi,
  type SchemaFormOptions,
} from './use-schema-form';
