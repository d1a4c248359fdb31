/**
 * npm run exchange:setting -- price_type.legal_entity "Оптовая цена"
 * npm run exchange:setting                       (lists the settings and their values)
 *
 * Sets what the shop reads from 1C (issue #35, README "Connecting 1C"): the price type each kind
 * of buyer sees by default, and which 1C properties are the fabric's composition, density, width
 * and colour. Only these keys; a value is a 1C name as 1C writes it (matched without case).
 * Stop the shop first when it runs on PGlite: its data directory is single-process.
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import {
  defaultPropertyNames,
  exchangeSettingFields,
  exchangeSettingKeys,
} from '../../lib/api/contract/manager-exchange';
import { databaseOptionsFromEnv, openDatabase } from '../db/client';
import { siteSettings } from '../db/schema';
import { describeTarget, runCli } from './run';

/** Each setting's key and what applies while it is not set. */
const keys: Record<string, string> = Object.fromEntries(
  exchangeSettingFields.map((field) => [
    exchangeSettingKeys[field],
    field === 'legal_entity' || field === 'individual'
      ? 'the first price type'
      : defaultPropertyNames[field],
  ]),
);

await runCli(async () => {
  const [key, value] = process.argv.slice(2);
  if (key !== undefined && !(key in keys)) {
    throw new Error(`Unknown setting ${key}: one of ${Object.keys(keys).join(', ')}`);
  }
  if (key !== undefined && !value?.trim()) throw new Error(`A value is required for ${key}`);
  const target = databaseOptionsFromEnv();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    if (key !== undefined) {
      await handle.db
        .insert(siteSettings)
        .values({ key, value: value!.trim() })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: value!.trim() } });
      console.log(`${key} = ${value!.trim()} in ${describeTarget(target)}.`);
    }
    const rows = await handle.db
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, Object.keys(keys)));
    const set = new Map(rows.map((row) => [row.key, row.value]));
    for (const [name, fallback] of Object.entries(keys)) {
      console.log(`${name.padEnd(32)} ${set.get(name) ?? `${fallback} (default)`}`);
    }
  } finally {
    await handle.close();
  }
});
