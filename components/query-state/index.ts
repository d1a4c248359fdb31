export { QueryState } from './query-state';
