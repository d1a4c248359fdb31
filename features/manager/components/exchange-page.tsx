import type { ExchangeRun, ManagerExchange } from '@/lib/api/contract/manager-exchange';
import { formatNumber } from '@/lib/format/money';
import { exchangeTexts } from '../exchange-texts';
import { formatMoscowTime } from '../model/format';
import { ExchangeSettingsForm } from './exchange-settings';
import { ExchangeWarehouses } from './exchange-warehouses';
import { ListTable, type ListColumn } from './list-table';
import styles from './manager.module.scss';
import own from './exchange.module.scss';

const t = exchangeTexts.runs;

/** The counts in the order the exchange makes them; keys this page does not know, after. */
function countsOf(run: ExchangeRun): { key: string; label: string; value: number }[] {
  const known = Object.keys(exchangeTexts.counts);
  const keys = Object.keys(run.counts).sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? known.length : ia) - (ib < 0 ? known.length : ib);
  });
  return keys.map((key) => ({
    key,
    label: exchangeTexts.counts[key] ?? key,
    value: run.counts[key] ?? 0,
  }));
}

const columns: ListColumn<ExchangeRun>[] = [
  { label: t.started, cell: (run) => formatMoscowTime(run.started_at) },
  { label: t.type, cell: (run) => t.types[run.type] },
  { label: t.account, cell: (run) => run.account ?? t.none },
  {
    label: t.files,
    cell: (run) =>
      run.files.length ? (
        <ul className={own.cellList}>
          {run.files.map((file, index) => (
            <li key={`${index}-${file}`}>{file}</li>
          ))}
        </ul>
      ) : (
        t.none
      ),
  },
  {
    label: t.counts,
    cell: (run) => {
      const counts = countsOf(run);
      return counts.length ? (
        <ul className={own.cellList}>
          {counts.map((count) => (
            <li key={count.key}>
              {count.label}: {formatNumber(count.value, 0)}
            </li>
          ))}
        </ul>
      ) : (
        t.none
      );
    },
  },
  {
    label: t.duration,
    cell: (run) =>
      run.finished_at === null
        ? t.running
        : run.duration_ms === null
          ? t.none
          : exchangeTexts.duration(run.duration_ms),
  },
  {
    label: t.errors,
    cell: (run) =>
      run.errors.length ? (
        <ul className={`${own.cellList} ${own.errors}`}>
          {run.errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      ) : (
        <span className={styles.muted}>{t.noErrors}</span>
      ),
  },
];

/**
 * «Обмен с 1С» (issue #35), the head's page: the last exchanges as 1C ran them, the warehouses
 * (those 1C added wait to be published) and what the shop reads from 1C.
 */
export function ExchangePage({ data }: { data: ManagerExchange }) {
  return (
    <section className={styles.queue} aria-labelledby="exchange-title">
      <div className={styles.queueHead}>
        <h1 id="exchange-title" className={styles.title}>
          {exchangeTexts.title}
        </h1>
      </div>
      <p className={styles.lead}>{exchangeTexts.intro}</p>

      <h2 id="exchange-runs" className={styles.subtitle}>
        {t.title}
      </h2>
      {data.runs.length ? <p className={styles.muted}>{t.shown(data.runs_shown)}</p> : null}
      <ListTable
        items={data.runs}
        columns={columns}
        empty={t.empty}
        className={styles.labelled}
        rowClassName={(run) => (run.errors.length ? own.failedRow : undefined)}
      />

      <ExchangeWarehouses warehouses={data.warehouses} />
      <ExchangeSettingsForm settings={data.settings} priceTypes={data.price_types} />
    </section>
  );
}
