import 'server-only';

/** Mail the accounts module sends, in Russian. Messages of the API are in lib/api/contract/auth.ts. */
export const authMail = {
  recoverySubject: 'Смена пароля на сайте Selvedge',
  recoveryText: (link: string) =>
    'Вы запросили смену пароля в личном кабинете Selvedge.\n\n' +
    `Чтобы задать новый пароль, откройте ссылку (она действует 1 час):\n${link}\n\n` +
    'Если вы не запрашивали смену пароля, просто удалите это письмо.',
  emailChangeSubject: 'Подтверждение нового e-mail на сайте Selvedge',
  emailChangeText: (link: string) =>
    'Чтобы подтвердить этот адрес как новый e-mail личного кабинета Selvedge, откройте ссылку ' +
    `(она действует 1 час):\n${link}\n\n` +
    'Если вы не меняли e-mail, просто удалите это письмо.',
  /** To the old address once the new one is confirmed (issue #33). */
  emailChangedSubject: 'E-mail личного кабинета Selvedge изменён',
  emailChangedText: (newEmail: string, shopEmail: string) =>
    `E-mail для входа в личный кабинет Selvedge изменён на ${newEmail}. ` +
    'Письма о заказах и ссылки для смены пароля теперь приходят на новый адрес, ' +
    'а другие сеансы входа в кабинет завершены.\n\n' +
    'Если вы этого не делали, как можно скорее ответьте на это письмо или напишите нам на ' +
    `${shopEmail}: мы поможем вернуть доступ к личному кабинету.`,
} as const;
