export { QueryProvider, withQueryProvider } from './query-provider';
