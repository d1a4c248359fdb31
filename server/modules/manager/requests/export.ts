/**
 * The queue as CSV for Excel (issue #20): one row per request, as the list shows it.
 */
import 'server-only';
import type { RequestListItem } from '../../../../lib/api/contract/manager';
import { toCsv } from '../../../platform/csv';

const exportHeader = [
  '№',
  'Получена',
  'Тип',
  'Статус',
  'Просрочена',
  'Имя',
  'Телефон',
  'E-mail',
  'Полотно',
  'Склад',
  'Ответственный',
];

/** When a request came, as the queue shows it: Moscow time, 25.11.2026 17:23. */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const exportRow = (item: RequestListItem): string[] => [
  String(item.id),
  moscowTime.format(new Date(item.created_at)),
  item.type_name,
  item.status_name,
  item.overdue ? 'да' : '',
  item.name,
  item.phone,
  item.email,
  item.product_name ?? '',
  item.warehouse?.title ?? '',
  item.assignee?.name ?? '',
];

/** The rows as CSV for Excel: UTF-8 with a BOM, ';' between the columns. */
export const requestsCsv = (items: RequestListItem[]): Buffer =>
  toCsv([exportHeader, ...items.map(exportRow)]);
