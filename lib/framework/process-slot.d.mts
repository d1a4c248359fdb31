/** Types of ./process-slot.mjs. */
export interface ProcessSlot<T> {
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
  getOrCreate(create: () => T): T;
}
export declare function processSlot<T>(name: string): ProcessSlot<T>;
