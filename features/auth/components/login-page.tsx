import { Link } from '@/components/link';
import { routes } from '@/lib/routes';
import { authTexts } from '../texts';
import { LoginFormView, type LoginRefusal } from './login-dialog';
import styles from './login-dialog.module.scss';

const t = authTexts.login;

/**
 * The login form by itself (issue #37): the answer to the login dialog's form refused without a
 * script (server/gateway/plain-login.ts), with the e-mail typed and the server's message, or
 * the form alone. A login done here leads back to the page the dialog was on.
 */
export function LoginPage({
  refusal,
  back,
}: {
  refusal?: LoginRefusal;
  /** The page the visitor came from, when known. */
  back: string | null;
}) {
  return (
    <section className={styles.page} aria-labelledby="login-page-title">
      <h1 id="login-page-title" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.subtitle}>{t.subtitle}</p>
      <LoginFormView
        action={routes.loginSend(back ?? undefined)}
        idPrefix="login-page"
        refusal={refusal}
      />
      {back ? (
        <Link href={back} className={styles.back}>
          {t.pageBack}
        </Link>
      ) : null}
    </section>
  );
}
