import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms (quick search 300 ms, the INN
 * suggestions 400 ms, the BIK and INN lookups of the company page 700 ms). Until the first pause
 * it is `initial` (by default the first value), so a value present at mount can wait for the
 * pause too.
 */
export function useDebouncedValue<T>(value: T, delay: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
