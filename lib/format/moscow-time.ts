/**
 * A moment as the workspace shows it and the managers' exports write it: Moscow time,
 * 25.11.2026 17:23 (the working hours of the overdue rule are Moscow's).
 */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatMoscowTime = (iso: string) => moscowTime.format(new Date(iso));
