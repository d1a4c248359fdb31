'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import {
  CheckboxField,
  ConsentField,
  NativeSelectField,
  useSchemaFormContext,
} from '@/components/form';
import { routes } from '@/lib/routes';
import { registrationManagersOptions, registrationStoresOptions } from '../api/registration-lists';
import type { RegistrationValues } from '../model/registration';
import { authTexts } from '../texts';

const t = authTexts.registration;

/** Step 3: the warehouse, the manager one already works with, and the consent. */
export function StockFields() {
  const form = useSchemaFormContext();
  const values = form.values as RegistrationValues;
  const stores = useQuery(registrationStoresOptions());
  const managers = useQuery(registrationManagersOptions(values.stock));
  const managerList = managers.data?.personalManagers ?? [];

  return (
    <>
      <NativeSelectField
        name="stock"
        label={t.stock}
        placeholder={t.stockPlaceholder}
        options={(stores.data ?? []).map((s) => ({
          value: String(s.STOCK_ID),
          label: s.STOCK_NAME,
        }))}
        onValueChange={(stock) => {
          form.set(
            'stock_title',
            stores.data?.find((s) => String(s.STOCK_ID) === stock)?.STOCK_NAME ?? '',
          );
          // A new warehouse resets the manager choice (accounts.md §4).
          form.set('managerCheck', false);
          form.set('manager', '');
        }}
      />
      {managerList.length > 0 && (
        <CheckboxField
          name="managerCheck"
          label={t.managerCheck}
          onValueChange={(checked) => {
            if (!checked) form.set('manager', '');
          }}
        />
      )}
      {values.managerCheck && managerList.length > 0 && (
        <NativeSelectField
          name="manager"
          label={t.manager}
          placeholder={t.managerPlaceholder}
          options={managerList.map((m) => ({ value: String(m.id), label: m.name }))}
        />
      )}
      {/* Like every message, shown only once the buyer has touched the box (accounts.md §5). */}
      <ConsentField
        whenRestValid={false}
        label={
          <>
            {t.consent}
            <Link href={routes.privacyPolicy()} target="_blank">
              {t.consentLink}
            </Link>
          </>
        }
      />
    </>
  );
}
