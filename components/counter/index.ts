export { Counter, type CounterProps } from './counter';
export {
  COUNTER_MAX,
  COUNTER_MIN,
  digitsOnly,
  normaliseCount,
  stepCount,
  type CounterLimits,
} from './counter-value';
