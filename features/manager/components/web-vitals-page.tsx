import type {
  WebVitalName,
  WebVitalsRow,
  WebVitalsSummary,
  WebVitalStat,
} from '@/lib/api/contract/web-vitals';
import { webVitalsTexts as t } from '../web-vitals-texts';
import styles from './manager.module.scss';
import own from './web-vitals.module.scss';

/** The contract's order (webVitalNames): its value import would bring zod for four words. */
const metricNames: readonly WebVitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

/** One p75 with its rating in words (never by colour alone) and how many reports made it. */
function VitalCell({ name, stat }: { name: WebVitalName; stat: WebVitalStat | undefined }) {
  if (!stat) {
    return (
      <td className={own.vital}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t.noValue}</span>
      </td>
    );
  }
  return (
    <td className={own.vital} data-rating={stat.rating}>
      <span className={own.value}>{t.value(name, stat.p75)}</span>
      <span className={own.rating}>
        <span className={own.mark} aria-hidden="true" />
        {t.ratings[stat.rating]}
      </span>
      <span className={own.count}>{t.measured(stat.count)}</span>
    </td>
  );
}

function WindowTable({ days, rows }: { days: number; rows: readonly WebVitalsRow[] }) {
  const titleId = `web-vitals-${days}`;
  return (
    <section className={own.window}>
      <h2 id={titleId} className={styles.subtitle}>
        {t.windows[days] ?? days}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t.windowEmpty}</p>
      ) : (
        // Wider than a phone: the table scrolls in its own box, the page does not. Focusable, so
        // that a keyboard can scroll it too, and named by the window's title.
        <div className={own.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className={own.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.page}</th>
                <th scope="col" className={own.number}>
                  {t.columns.views}
                </th>
                {metricNames.map((name) => (
                  <th key={name} scope="col">
                    {name} <span className={own.metricWord}>{t.metrics[name]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.page}-${row.device}`}>
                  <th scope="row">
                    {t.pages[row.page]} <span className={own.device}>{t.devices[row.device]}</span>
                  </th>
                  <td className={own.number}>{t.count(row.views)}</td>
                  {metricNames.map((name) => (
                    <VitalCell key={name} name={name} stat={row.metrics[name]} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The thresholds the ratings come from, as the API sent them (Google's). */
function Legend({ thresholds }: { thresholds: WebVitalsSummary['thresholds'] }) {
  return (
    <section className={own.legend} aria-labelledby="web-vitals-legend">
      <h2 id="web-vitals-legend" className={styles.subtitle}>
        {t.legend.title}
      </h2>
      <dl className={own.legendList}>
        {metricNames.map((name) => {
          const [good, poor] = thresholds[name];
          return (
            <div key={name}>
              <dt>
                {name} — {t.metrics[name]}
              </dt>
              <dd>
                {t.legend.about[name]}{' '}
                <span className={own.thresholds}>
                  {t.legend.thresholds(t.value(name, good), t.value(name, poor))}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * «Скорость сайта у посетителей» (issue #37, part 4), the head's page: the p75 of LCP, INP, CLS
 * and TTFB that real visitors' browsers measured, per page type and device class, over the last
 * day and the last 28 days. `sampleEvery`: one page view in how many reports
 * (features/shell/model/web-vitals-report.ts), which the page passes in.
 */
export function WebVitalsPage({
  data,
  sampleEvery,
}: {
  data: WebVitalsSummary;
  sampleEvery: number;
}) {
  const reported = data.windows.some((period) => period.rows.length > 0);
  return (
    <section className={styles.queue} aria-labelledby="web-vitals-title">
      <div className={styles.queueHead}>
        <h1 id="web-vitals-title" className={styles.title}>
          {t.title}
        </h1>
      </div>
      <p className={styles.lead}>{t.intro(sampleEvery)}</p>
      {reported ? (
        data.windows.map((period) => (
          <WindowTable key={period.days} days={period.days} rows={period.rows} />
        ))
      ) : (
        <p className={own.empty}>{t.empty}</p>
      )}
      <Legend thresholds={data.thresholds} />
    </section>
  );
}
