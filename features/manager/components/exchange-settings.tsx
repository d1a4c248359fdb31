'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  FormFailure,
  NativeSelectField,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
} from '@/components/form';
import { api } from '@/lib/api';
import {
  EXCHANGE_PROPERTY_MAX,
  exchangeSettingsInputSchema,
  type ExchangeSetting,
  type ExchangeSettingField,
  type PriceTypeOption,
} from '@/lib/api/contract/manager-exchange';
import { exchangeTexts } from '../exchange-texts';
import styles from './manager.module.scss';
import own from './exchange.module.scss';

const t = exchangeTexts.settings;

type Values = Record<ExchangeSettingField, string>;

/** A type's title as the select holds it: the saved one, matched without case as pricing does. */
function selected(setting: ExchangeSetting, types: readonly PriceTypeOption[]): string {
  if (setting.value === null) return '';
  const key = setting.value.trim().toLocaleLowerCase('ru');
  return types.find((type) => type.title.toLocaleLowerCase('ru') === key)?.title ?? '';
}

/** What applies now, and whether it is the default. */
function currentLine(setting: ExchangeSetting): string {
  const now = setting.effective ?? setting.default ?? '—';
  return setting.value === null ? `${t.current(now)} — ${t.byDefault}` : t.current(now);
}

/**
 * The six exchange settings (issue #35): each kind of buyer's default price type (a select of
 * 1C's types) and which 1C properties are the fabric's composition, density, width and colour.
 * An empty value is the default again. The whole form is sent; the page then renders again.
 */
export function ExchangeSettingsForm({
  settings,
  priceTypes,
}: {
  settings: readonly ExchangeSetting[];
  priceTypes: readonly PriceTypeOption[];
}) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const defaults = Object.fromEntries(
    settings.map((setting) => [
      setting.field,
      setting.kind === 'price_type' ? selected(setting, priceTypes) : (setting.value ?? ''),
    ]),
  ) as Values;
  const form = useSchemaForm({
    schema: exchangeSettingsInputSchema,
    defaultValues: defaults,
    fallback: exchangeTexts.failed,
    onSubmit: async (input) => {
      setDone(null);
      await api.managerExchange.saveSettings(input);
      setDone(exchangeTexts.done.saved);
      router.refresh();
    },
  });
  const options = priceTypes.map((type) => ({ value: type.title, label: type.title }));

  return (
    <>
      <h2 className={styles.subtitle} id="exchange-settings">
        {t.title}
      </h2>
      <p className={styles.lead}>{t.intro}</p>
      <SchemaForm form={form} className={styles.panel} aria-labelledby="exchange-settings">
        <div className={own.settings}>
          {settings.map((setting) => (
            <div key={setting.field} className={own.setting}>
              {setting.kind === 'price_type' ? (
                <NativeSelectField
                  name={setting.field}
                  label={t.labels[setting.field]}
                  options={options}
                  placeholder={t.defaultOption(setting.default)}
                />
              ) : (
                <TextInput
                  name={setting.field}
                  label={t.labels[setting.field]}
                  maxLength={EXCHANGE_PROPERTY_MAX}
                  placeholder={setting.default ?? undefined}
                />
              )}
              <p className={styles.muted}>
                {setting.kind === 'price_type' &&
                setting.value !== null &&
                selected(setting, priceTypes) === ''
                  ? t.unknownType(setting.value, setting.effective)
                  : currentLine(setting)}
              </p>
            </div>
          ))}
        </div>
        <FormFailure />
        <div className={own.settingsActions}>
          <SubmitButton className={styles.primarySmall}>{t.save}</SubmitButton>
          <p className="visually-hidden" role="status">
            {done}
          </p>
        </div>
      </SchemaForm>
    </>
  );
}
