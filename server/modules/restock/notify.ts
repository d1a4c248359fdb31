/**
 * The restock mail (issue #21), sent after the stock writer's commit: one per claimed
 * subscription. A failure is logged; the stock change stands.
 */
import 'server-only';
import { formatNumber } from '../../../lib/format/money';
import { routes } from '../../../lib/routes';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { RestockEvent } from './repository';

export async function sendRestockMail(
  deps: { mailer: Mailer; siteUrl: string; log: Logger },
  events: readonly RestockEvent[],
): Promise<void> {
  for (const event of events) {
    const url = new URL(routes.product(event.sectionSlug, event.code), deps.siteUrl).toString();
    const name = `${event.title}, ${event.color}${event.article ? ` (арт. ${event.article})` : ''}`;
    try {
      await deps.mailer.send({
        to: event.email,
        subject: `Снова в наличии: ${event.title}, ${event.color}`,
        text: [
          `Здравствуйте, ${event.fio}!`,
          '',
          `Товар «${name}» снова есть на складе «${event.storeTitle}»: ${formatNumber(event.amount, 3)} кг.`,
          `Заказать: ${url}`,
          '',
          'Вы просили сообщить о поступлении. Подписка на этот товар завершена.',
        ].join('\n'),
      });
    } catch (error) {
      deps.log.error('restock mail failed', { error, productId: event.productId });
    }
  }
}
