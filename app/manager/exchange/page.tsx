import { ExchangePage } from '@/features/manager/components/exchange-page';
import { HeadPage } from '@/features/manager/components/head-page';
import { api } from '@/lib/api';

/**
 * /manager/exchange/: «Обмен с 1С», the head's page (issue #35): the last exchanges, the
 * warehouses 1C added, the exchange settings. A manager is told it is the head's.
 */
export default function ManagerExchangePage() {
  return <HeadPage render={async () => <ExchangePage data={await api.managerExchange.page()} />} />;
}
