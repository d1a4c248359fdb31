export { NotificationList } from './notification-list';
