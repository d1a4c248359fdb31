/** The managers' workspace (issue #20): staff login, the queue of requests, a request's card. */
export { ManagerFrame } from './components/manager-frame';
export { RequestCard } from './components/request-card';
export { RequestQueue } from './components/request-queue';
export { HeadOnly, StaffOnly } from './components/refused';
export { StaffBar } from './components/staff-bar';
export { StaffLogin } from './components/staff-login';
export { filterFromSearch, toRequestsQuery } from './model/filter';
export { managerTexts } from './texts';
export { OrderCard } from './components/order-card';
export { OrderList } from './components/order-list';
export { managerOrderTexts } from './order-texts';
export { PopularSearchesPage } from './components/popular-searches';
export { popularTexts } from './popular-texts';
export { ExchangePage } from './components/exchange-page';
export { exchangeTexts } from './exchange-texts';
