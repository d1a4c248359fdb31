export { Skeleton } from './skeleton';
