'use client';

import { useState } from 'react';
import { ConsentCheckbox, showConsentError } from '@/components/form';

/**
 * The checkout's consent to the processing of personal data (152-FZ), in the recipient block:
 * asked for every order, a saved recipient included. Its message shows once the box was unticked
 * by hand, once it alone holds the submit back, or when the server refused the order without it.
 */
export function CheckoutConsent({
  checked,
  onChange,
  errors,
  serverError,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form's current validation errors (model/checkout-form.ts `validate`). */
  errors: Record<string, string>;
  serverError?: string;
}) {
  const [touched, setTouched] = useState(false);
  const restValid = Object.keys(errors).every((field) => field === 'consent');
  const error =
    serverError ?? (showConsentError({ checked, touched, restValid }) ? errors.consent : undefined);
  return (
    <ConsentCheckbox
      id="checkout-consent"
      checked={checked}
      error={error}
      onChange={(event) => {
        setTouched(true);
        onChange(event.target.checked);
      }}
    />
  );
}
