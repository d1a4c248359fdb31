'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/button';
import {
  Checkbox,
  FormMessage,
  MissingFields,
  NativeSelect,
  PhoneInput,
  TextField,
  visibleError,
} from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import { authMessages, isValidInn } from '@/lib/api/contract/auth';
import type { PartySuggestions } from '@/lib/api/contract/suggestions';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, type ModalRenderProps } from '@/lib/stores/modals';
import { routes } from '@/lib/routes';
import {
  CONSENT_MESSAGE,
  emptyRegistration,
  INN_SUGGEST_DEBOUNCE_MS,
  innIncomplete,
  isStepValid,
  REGISTRATION_STEPS,
  registrationPayload,
  stepErrors,
  type RegistrationType,
  type RegistrationValues,
} from '../model/registration';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.registration;
type Party = PartySuggestions['suggestions'][number];

/**
 * Registration (accounts.md §2, §4): three steps with 'Шаг №N'; 'Перейти дальше' is enabled only
 * when the step is valid and becomes 'Зарегистрироваться' on the last; back on step 1 returns
 * to the login modal. Companies start with the INN: suggestions while it is incomplete, then
 * the company's name, address and OGRN filled in, or 'Профиль с таким ИНН уже существует'.
 */
export function RegistrationModal({
  type = 'individual',
  close,
  titleId,
}: { type?: RegistrationType } & ModalRenderProps) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: '' }));
  };

  // A rule's message shows once its field has content (accounts.md §5); the server's at once.
  const errors: Record<string, string | undefined> = {};
  for (const [field, message] of Object.entries(stepErrors(type, step, values)))
    errors[field] = visibleError(message, values[field as keyof RegistrationValues]);
  for (const [field, message] of Object.entries(serverErrors)) if (message) errors[field] = message;
  const valid = isStepValid(type, step, values) && !Object.values(serverErrors).some(Boolean);
  // What keeps 'Перейти дальше' disabled, named by the button (issue #17).
  const pending = [
    ...Object.keys(stepErrors(type, step, values)),
    ...Object.keys(serverErrors).filter((field) => serverErrors[field]),
  ]
    .filter((field) => field in fieldLabels)
    .map((field) => {
      const value = values[field as keyof RegistrationValues];
      return {
        label: fieldLabels[field as keyof typeof fieldLabels],
        empty: value === '' || value === false,
        check: typeof value === 'boolean',
      };
    });

  const back = () => {
    if (step > 1) return setStep(step - 1);
    close();
    openModal(modalKeys.login);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    if (step < REGISTRATION_STEPS) return setStep(step + 1);
    setSending(true);
    setFormError(null);
    try {
      const payload = registrationPayload(type, values);
      if (type === 'company') await api.auth.registerLegal(payload as never);
      else await api.auth.registerIndividual(payload as never);
      setDone(true);
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.errors).length > 0) {
        setServerErrors(caught.errors);
        const first = Object.keys(caught.errors)[0]!;
        const stepOf = [
          'inn',
          'company_name',
          'company_address',
          'company_ogrn',
          'fio',
          'personal_phone',
        ].includes(first)
          ? 1
          : ['email', 'password', 'password2'].includes(first)
            ? 2
            : 3;
        setStep(stepOf);
      }
      setFormError(
        isApiError(caught) && caught.status !== 0 && caught.status < 500
          ? caught.message
          : t.failed,
      );
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <div className={styles.done}>
        <h2 id={titleId} className={styles.title}>
          {t.success}
        </h2>
        {/* A full load: the catalogue renders for the new buyer, with prices. */}
        <a href={routes.catalog()} className={buttonClassName('primary')}>
          {t.toCatalog}
        </a>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {type === 'company' ? t.titleCompany : t.titleIndividual}
      </h2>
      <div className={styles.progress}>
        <span className={styles.progressTitle}>{t.step(step)}</span>
        <div
          className={styles.progressLine}
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={REGISTRATION_STEPS}
          aria-valuenow={step}
          aria-label={t.step(step)}
        >
          <span style={{ width: `${(step / REGISTRATION_STEPS) * 100}%` }} />
        </div>
      </div>

      {step === 1 && (
        <>
          {type === 'company' && (
            <CompanyFields
              values={values}
              errors={errors}
              set={set}
              setServerErrors={setServerErrors}
            />
          )}
          <TextField
            label={t.fio}
            autoComplete="name"
            value={values.fio}
            error={errors.fio}
            onChange={(e) => set('fio', e.target.value)}
          />
          <PhoneInput
            label={t.phone}
            value={values.personal_phone}
            error={errors.personal_phone}
            onChange={(value) => set('personal_phone', value)}
          />
        </>
      )}

      {step === 2 && (
        <>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.target.value)}
          />
          <TextField
            label={t.password2}
            type="password"
            autoComplete="new-password"
            value={values.password2}
            error={errors.password2}
            onChange={(e) => set('password2', e.target.value)}
          />
        </>
      )}

      {step === 3 && <StockFields values={values} set={set} />}

      <FormMessage>{formError}</FormMessage>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('secondary')} onClick={back}>
          {t.back}
        </button>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={!valid || sending}
          aria-busy={sending || undefined}
          aria-describedby="registration-missing"
        >
          {step < REGISTRATION_STEPS ? t.next : t.submit}
        </button>
      </div>
      <MissingFields id="registration-missing" fields={pending} />
    </form>
  );
}

/** The fields a step checks, as the line by the button names them. */
const fieldLabels = {
  inn: t.inn,
  company_name: t.companyName,
  company_address: t.companyAddress,
  company_ogrn: t.companyOgrn,
  fio: t.fio,
  personal_phone: t.phone,
  email: t.email,
  password: t.password,
  password2: t.password2,
  stock: t.stock,
  manager: t.manager,
  consent: t.consentShort,
} as const;

type Setter = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => void;

function CompanyFields({
  values,
  errors,
  set,
  setServerErrors,
}: {
  values: RegistrationValues;
  errors: Record<string, string | undefined>;
  set: Setter;
  setServerErrors: (update: (e: Record<string, string>) => Record<string, string>) => void;
}) {
  const [found, setFound] = useState<{ inn: string; list: Party[] }>({ inn: '', list: [] });
  // The complete INN the directory did not know: the buyer fills the company in by hand.
  const [unknownInn, setUnknownInn] = useState<string | null>(null);
  const inn = values.inn;
  const askSuggestions = /^\d{3,}$/.test(inn) && innIncomplete(inn);
  // Shown only for the INN they were asked for.
  const suggestions = askSuggestions && found.inn === inn ? found.list : [];

  // Incomplete INN: suggestions after a 400 ms pause (accounts.md §4).
  useEffect(() => {
    if (!askSuggestions) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Suggestions only help: a failure is logged and shows none (accounts.md §8).
      void loggedRead('suggest/party', () => api.suggestions.suggestParty(inn, controller.signal), {
        suggestions: [],
      }).then((answer) => {
        if (!controller.signal.aborted) setFound({ inn, list: answer.suggestions });
      });
    }, INN_SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inn, askSuggestions]);

  // A complete, valid INN: is it registered already? If not, fill in the company.
  useEffect(() => {
    if (!isValidInn(inn)) return;
    let live = true;
    // Both lookups only help: a failure is logged (accounts.md §8), the buyer types the company
    // in, and the registration call itself refuses a registered INN.
    (async () => {
      const { exists } = await loggedRead('checkInn', () => api.auth.checkInn(inn), {
        exists: false,
      });
      if (!live) return;
      if (exists) {
        setServerErrors((e) => ({ ...e, inn: authMessages.innExists }));
        return;
      }
      const found = (
        await loggedRead('findById/party', () => api.suggestions.findParty(inn), {
          suggestions: [],
        })
      ).suggestions[0];
      if (!live) return;
      if (!found) {
        setUnknownInn(inn);
        return;
      }
      set('company_name', found.data.name.short_with_opf);
      set('company_address', found.data.address.value);
      set('company_ogrn', found.data.ogrn);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per INN only
  }, [inn]);

  return (
    <>
      <TextField
        label={t.inn}
        inputMode="numeric"
        maxLength={12}
        value={inn}
        error={errors.inn}
        placeholder={t.innHint}
        onChange={(e) => set('inn', e.target.value.trim())}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t.suggestions}>
          {suggestions.map((s) => (
            <li key={s.data.inn}>
              <button type="button" onClick={() => set('inn', s.data.inn)}>
                {s.value}
                <small>
                  {t.inn} {s.data.inn} · {s.data.address.value}
                </small>
              </button>
            </li>
          ))}
        </ul>
      )}
      {isValidInn(inn) && (
        <>
          {unknownInn === inn && !errors.inn ? (
            <p className={styles.note} role="status">
              {t.companyNotFound}
            </p>
          ) : null}
          <TextField
            label={t.companyName}
            value={values.company_name}
            error={errors.company_name}
            onChange={(e) => set('company_name', e.target.value)}
          />
          <TextField
            label={t.companyAddress}
            value={values.company_address}
            error={errors.company_address}
            onChange={(e) => set('company_address', e.target.value)}
          />
          <TextField
            label={t.companyOgrn}
            inputMode="numeric"
            maxLength={15}
            value={values.company_ogrn}
            error={errors.company_ogrn}
            onChange={(e) => set('company_ogrn', e.target.value.trim())}
          />
        </>
      )}
    </>
  );
}

function StockFields({ values, set }: { values: RegistrationValues; set: Setter }) {
  // Lists with an empty state: a failure is only logged (accounts.md §8).
  const stores = useQuery({
    queryKey: ['auth', 'stores'],
    queryFn: () => loggedRead('getStoreIdXmlName', () => api.stores.forRegistration(), []),
  });
  const managers = useQuery({
    queryKey: ['auth', 'managers', values.stock],
    queryFn: () =>
      loggedRead(
        'getPersonalManagerForStoreRegistr',
        () => api.auth.managersForRegistration(values.stock),
        { personalManagers: [] },
      ),
    enabled: values.stock !== '',
  });
  const managerList = managers.data?.personalManagers ?? [];
  const [consentTouched, setConsentTouched] = useState(false);
  const consentError = values.consent ? undefined : CONSENT_MESSAGE;

  return (
    <>
      <NativeSelect
        label={t.stock}
        placeholder={t.stockPlaceholder}
        value={values.stock}
        options={(stores.data ?? []).map((s) => ({
          value: String(s.STOCK_ID),
          label: s.STOCK_NAME,
        }))}
        onChange={(e) => {
          const stock = e.target.value;
          // A new warehouse resets the manager choice (accounts.md §4).
          set('stock', stock);
          set(
            'stock_title',
            stores.data?.find((s) => String(s.STOCK_ID) === stock)?.STOCK_NAME ?? '',
          );
          set('managerCheck', false);
          set('manager', '');
        }}
      />
      {managerList.length > 0 && (
        <Checkbox
          label={t.managerCheck}
          checked={values.managerCheck}
          onChange={(e) => {
            set('managerCheck', e.target.checked);
            if (!e.target.checked) set('manager', '');
          }}
        />
      )}
      {values.managerCheck && managerList.length > 0 && (
        <NativeSelect
          label={t.manager}
          placeholder={t.managerPlaceholder}
          value={values.manager}
          options={managerList.map((m) => ({ value: String(m.id), label: m.name }))}
          onChange={(e) => set('manager', e.target.value)}
        />
      )}
      <Checkbox
        label={
          <>
            {t.consent}
            <Link href={routes.privacyPolicy()} target="_blank">
              {t.consentLink}
            </Link>
          </>
        }
        checked={values.consent}
        onChange={(e) => {
          setConsentTouched(true);
          set('consent', e.target.checked);
        }}
        // Like every message, shown only once the buyer has touched the box (accounts.md §5).
        error={consentTouched ? consentError : undefined}
      />
    </>
  );
}
