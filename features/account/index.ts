/** The personal account: profile, company data, recipients, manager, order history. */
export { AccountFrame } from './components/account-frame';
export { accountMenu, AccountNav } from './components/account-nav';
export { CompanyForm } from './components/company-form';
export { ManagerPage } from './components/manager-page';
export { OrderHistory } from './components/order-history';
export { ProfileSettings } from './components/profile-settings';
export { Recipients } from './components/recipients';
export { RestockList } from './components/restock-list';
export {
  accountKeys,
  organizationOptions,
  ordersOptions,
  profileOptions,
  recipientsOptions,
  userDataOptions,
} from './api/queries';
export { accountTexts, orderForms, positionForms } from './texts';
