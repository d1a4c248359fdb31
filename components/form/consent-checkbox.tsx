import { Link } from '../link';
import type { ComponentPropsWithRef } from 'react';
import { routes } from '@/lib/routes';
import { Checkbox } from './checkbox';
import { formTexts } from './texts';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked'> & {
  checked: boolean;
  /** 'Необходимо дать согласие на обработку персональных данных' when it should show. */
  error?: string;
};

/**
 * The consent to the processing of personal data (152-FZ as amended in 2025) that every form
 * taking a name, a phone or an e-mail carries: its own checkbox, never ticked in advance, with a
 * link to the privacy policy (opened in a new tab, so the form keeps what was typed).
 */
export function ConsentCheckbox({ checked, error, name = 'consent', ...input }: Props) {
  return (
    <Checkbox
      name={name}
      checked={checked}
      error={error}
      label={
        <>
          {formTexts.consent}
          <Link href={routes.privacyPolicy()} target="_blank" rel="noopener">
            {formTexts.consentLink}
          </Link>
        </>
      }
      {...input}
    />
  );
}

/**
 * When the consent message shows: once the box was unticked by hand, or once everything else is
 * filled in and only the consent holds the submit back (the button is disabled until the form is
 * valid, so the buyer has to be told why).
 */
export const showConsentError = ({
  checked,
  touched,
  restValid,
}: {
  checked: boolean;
  touched: boolean;
  restValid: boolean;
}) => !checked && (touched || restValid);
