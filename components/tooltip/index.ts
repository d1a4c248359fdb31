export { Tooltip } from './tooltip';
