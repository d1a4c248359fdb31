export { island, type Island, type IslandProps } from './island';
