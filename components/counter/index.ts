export { Counter, type CounterNotes, type CounterProps } from './counter';
export {
  COUNTER_MAX,
  COUNTER_MIN,
  fitCount,
  normaliseCount,
  stepCount,
  type CounterLimits,
} from './counter-value';
