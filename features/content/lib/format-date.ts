/** '12 марта 2026' — dates of publications, in Moscow time whatever the server's zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  })
    .format(new Date(iso))
    .replace(/\s*г\.$/, '');
}
