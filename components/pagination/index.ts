export { Pagination, pageItems, type PaginationProps } from './pagination';
