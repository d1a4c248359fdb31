/**
 * The queue as CSV for Excel (issue #20): one row per request, as the list shows it.
 */
import 'server-only';
import { formatMoscowTime } from '../../../../lib/format/moscow-time';
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

const exportRow = (item: RequestListItem): string[] => [
  String(item.id),
  formatMoscowTime(item.created_at),
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
