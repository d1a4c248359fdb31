export { lazyWithQuery } from './lazy-with-query';
