/**
 * The notification list (storefront.md §4, §9; accounts.md §4): notifications close by
 * themselves after 3000 ms unless told otherwise, and at most 4 are shown: a fifth pushes the
 * oldest out.
 */
import { create } from 'zustand';

export const NOTIFICATION_DURATION_MS = 3000;
export const NOTIFICATION_LIMIT = 4;

export type NotificationType = 'success' | 'error' | 'info';

export interface Notification {
  id: string;
  title: string;
  content?: string;
  type: NotificationType;
}

export interface NotifyInput {
  title: string;
  content?: string;
  type?: NotificationType;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration?: number;
}

interface NotificationsState {
  items: Notification[];
}

export const useNotificationsStore = create<NotificationsState>(() => ({ items: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function dismissNotification(id: string): void {
  clearTimer(id);
  useNotificationsStore.setState((state) => ({
    items: state.items.filter((item) => item.id !== id),
  }));
}

export function notify({
  title,
  content,
  type = 'info',
  duration = NOTIFICATION_DURATION_MS,
}: NotifyInput): string {
  sequence += 1;
  const id = `n${sequence}`;
  const items = [...useNotificationsStore.getState().items, { id, title, content, type }];
  const dropped = items.slice(0, Math.max(0, items.length - NOTIFICATION_LIMIT));
  for (const item of dropped) clearTimer(item.id);
  useNotificationsStore.setState({ items: items.slice(-NOTIFICATION_LIMIT) });
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), duration),
    );
  return id;
}

export function clearNotifications(): void {
  for (const id of timers.keys()) clearTimer(id);
  useNotificationsStore.setState({ items: [] });
}
