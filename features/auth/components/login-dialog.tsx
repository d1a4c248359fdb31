import { buttonClassName } from '@/components/button';
import { plainFieldErrors } from '@/components/form/plain-field';
import controls from '@/components/form/plain-form.module.scss';
import { NativeDialog } from '@/components/modal/native-dialog';
import { routes } from '@/lib/routes';
import { modalKeys } from '@/lib/stores/modal-keys';
import { authModalKeys, LOGIN_DIALOG_IDS, type LoginDialogFor } from '../model/modal-keys';
import { authTexts } from '../texts';
import { LoginDialogSwitch } from './login-dialog-switch';
import styles from './login-dialog.module.scss';

const t = authTexts.login;

export { LOGIN_DIALOG_IDS };

/** What the server refused, when the login page shows the form again (the e-mail only). */
export interface LoginRefusal {
  login: string;
  errors: Record<string, string>;
  message: string;
}

/** Lengths the API takes (lib/api/contract/auth.ts `loginSchema`). */
const LOGIN_MAX = 254;
const PASSWORD_MAX = 128;

/**
 * The login modal's form (./login-modal.tsx, accounts.md §2) as plain HTML (issue #37): it works
 * with no script at all. The browser checks what it can (both fields required, the e-mail's
 * shape) and posts it to `action` (server/gateway/plain-login.ts), which logs the visitor in and
 * leads back, or answers with the login page showing why not. A password is never rendered back.
 */
export function LoginFormView({
  action,
  idPrefix,
  refusal,
}: {
  action: string;
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  refusal?: LoginRefusal;
}) {
  const { idOf, aria, errorLine } = plainFieldErrors(idPrefix, refusal?.errors, controls.error);
  return (
    <form className={styles.form} method="post" action={action}>
      <div className={controls.field}>
        <label htmlFor={idOf('login')} className={controls.label}>
          {t.email}
        </label>
        <input
          id={idOf('login')}
          name="login"
          type="email"
          autoComplete="username"
          required
          maxLength={LOGIN_MAX}
          defaultValue={refusal?.login ?? ''}
          className={controls.control}
          {...aria('login')}
        />
        {errorLine('login')}
      </div>
      <div className={controls.field}>
        <label htmlFor={idOf('password')} className={controls.label}>
          {t.password}
        </label>
        <input
          id={idOf('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          className={controls.control}
          {...aria('password')}
        />
        {errorLine('password')}
      </div>
      <LoginDialogSwitch to={modalKeys.changePassword} className={styles.link}>
        {t.forgot}
      </LoginDialogSwitch>
      {refusal ? (
        <p className={styles.refused} role="alert">
          {refusal.message || t.failed}
        </p>
      ) : null}
      <button type="submit" className={buttonClassName('primary')}>
        {t.submit}
      </button>
      <p className={styles.separator}>{t.registerTitle}</p>
      <div className={styles.actions}>
        <LoginDialogSwitch
          to={authModalKeys.registration}
          props={{ type: 'company' }}
          className={buttonClassName('secondary')}
        >
          {t.forCompanies}
        </LoginDialogSwitch>
        <LoginDialogSwitch
          to={authModalKeys.registration}
          props={{ type: 'individual' }}
          className={buttonClassName('secondary')}
        >
          {t.forIndividuals}
        </LoginDialogSwitch>
      </div>
    </form>
  );
}

/**
 * The login modal as a dialog the browser opens itself (issue #37): rendered on a page where a
 * visitor's cart button (`for="cart"`) or heart (`for="favourites"`) can be pressed, so that
 * their first tap, before the page's code, shows the login rather than nothing, saying why as
 * the script's modal does (issue #17). With the code, those buttons cancel the browser's command
 * and open the script's login modal. The two dialogs of a page are nearly the same markup: gzip
 * sends the second for little.
 */
export function LoginDialog({ for: purpose, reason }: { for: LoginDialogFor; reason: string }) {
  const id = LOGIN_DIALOG_IDS[purpose];
  const titleId = `${id}-title`;
  return (
    <NativeDialog id={id} titleId={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.reason}>{reason}</p>
      <p className={styles.subtitle}>{t.subtitle}</p>
      <LoginFormView action={routes.loginSend()} idPrefix={id} />
    </NativeDialog>
  );
}
