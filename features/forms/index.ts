/** Lead forms: page forms and the catalogue's request modals ('sample-request', 'ask-question'). */
export { LeadForm } from './components/lead-form';
export { LeadFormSection } from './components/lead-form-section';
export { leadForms, type LeadField, type LeadFormConfig } from './model/form-configs';
export { formsTexts } from './texts';
