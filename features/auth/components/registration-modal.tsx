'use client';

import { useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/button';
import {
  FormFailure,
  FormMissing,
  PhoneField,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
  type FormSchema,
} from '@/components/form';
import { api } from '@/lib/api';
import { useIsInnTaken } from '@/lib/party/use-inn-lookup';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, type ModalRenderProps } from '@/lib/stores/modals';
import { routes } from '@/lib/routes';
import {
  emptyRegistration,
  partialRegistrationFields,
  REGISTRATION_STEPS,
  registrationPayload,
  stepOfField,
  stepSchema,
  type RegistrationType,
  type RegistrationValues,
} from '../model/registration';
import { authTexts } from '../texts';
import { CompanyFields, useCompanyFill } from './registration-company-fields';
import { StockFields } from './registration-stock-fields';
import styles from './auth.module.scss';

const t = authTexts.registration;

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
};

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
  const [done, setDone] = useState(false);
  const isTaken = useIsInnTaken();
  const form = useSchemaForm({
    schema: stepSchema(type, step, isTaken) as unknown as FormSchema<RegistrationValues, unknown>,
    defaultValues: emptyRegistration,
    // A server message keeps the button disabled until its field is edited, and is named there.
    serverErrorsBlock: true,
    // The INN's and OGRN's messages wait while their digits are being typed (issue #34).
    incomplete: partialRegistrationFields,
    fallback: t.failed,
    // Back to the step of the field at fault, with the message under it.
    onFailure: (_error, fields) => {
      if (fields[0]) setStep(stepOfField(type, fields[0]));
    },
    onSubmit: async (_data, values) => {
      const payload = registrationPayload(type, values);
      if (type === 'company') await api.auth.registerLegal(payload as never);
      else await api.auth.registerIndividual(payload as never);
      setDone(true);
    },
  });
  const unknownCompany = useCompanyFill(form, type === 'company');

  // A step before the last moves on at once once it is valid; only the last one sends.
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (form.canSubmit) setStep(step + 1);
  };
  const back = () => {
    if (step > 1) return setStep(step - 1);
    close();
    openModal(modalKeys.login);
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
    <SchemaForm
      form={form}
      className={styles.form}
      onSubmit={step < REGISTRATION_STEPS ? next : undefined}
    >
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
          {type === 'company' && <CompanyFields unknownCompany={unknownCompany} />}
          <TextInput name="fio" label={t.fio} autoComplete="name" />
          <PhoneField name="personal_phone" label={t.phone} />
        </>
      )}

      {step === 2 && (
        <>
          <TextInput name="email" label={t.email} type="email" autoComplete="email" />
          <TextInput
            name="password"
            label={t.password}
            type="password"
            autoComplete="new-password"
          />
          <TextInput
            name="password2"
            label={t.password2}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}

      {step === 3 && <StockFields />}

      <FormFailure />
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('secondary')} onClick={back}>
          {t.back}
        </button>
        <SubmitButton className={buttonClassName('primary')} describedBy="registration-missing">
          {step < REGISTRATION_STEPS ? t.next : t.submit}
        </SubmitButton>
      </div>
      <FormMissing id="registration-missing" labels={fieldLabels} />
    </SchemaForm>
  );
}
