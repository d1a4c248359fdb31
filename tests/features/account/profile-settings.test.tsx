import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileSettings } from '@/features/account/components/profile-settings';
import { PasswordModal } from '@/features/account/components/password-modal';
import type { ProfileSettings as Profile } from '@/lib/api/contract/account';
import { clearNotifications, useNotificationsStore } from '@/lib/stores/notifications';
import { stubApi, success } from './api-stub';

vi.mock('next/navigation', () => ({ usePathname: () => '/user/' }));

const profile: Profile = {
  id: 1,
  email: 'buyer@selvedge.local',
  phone: '+7 (900) 123-45-67',
  name: 'Иванов Иван Иванович',
  stock: { name: 'Москва', xml_id: 'msk' },
  user_type: 'individual',
  manager: {
    id: 3,
    name: 'Смирнова Ольга',
    phone: '+7 (495) 120-45-67',
    email: 'o@s.ru',
    image: null,
  },
  managers: [{ id: 3, name: 'Смирнова Ольга' }],
};

const titles = () => useNotificationsStore.getState().items.map((n) => n.title);

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  );
}

describe('profile settings', () => {
  it('shows the warehouse read-only with the spec note', async () => {
    stubApi((call) =>
      call.path === '/personalAccount/getProfileSettings/' ? success(profile) : undefined,
    );
    renderWith(<ProfileSettings />);
    const stock = await screen.findByRole('region', { name: 'Склад' });
    expect(stock).toHaveTextContent('Москва');
    expect(stock).toHaveTextContent('Для выбора другого склада - свяжитесь с менеджером');
    expect(within(stock).queryByRole('textbox')).toBeNull();
    expect(within(stock).queryByRole('combobox')).toBeNull();
  });

  it('posts only the changed part: a new name goes to changeFioUser, the phone is not sent', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) => {
      if (call.path === '/personalAccount/getProfileSettings/') return success(profile);
      if (call.path === '/personalAccount/changeFioUser/') return success({ changed: true });
      return undefined;
    });
    renderWith(<ProfileSettings />);
    const form = await screen.findByRole('form', { name: 'Личные данные' });
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    const fio = within(form).getByLabelText('ФИО');
    await user.clear(fio);
    await user.type(fio, 'И1');
    expect(await within(form).findByText('Некорректные ФИО')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(fio);
    await user.type(fio, 'Петрова Анна');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(titles()).toContain('Данные успешно сохранены'));
    expect(Object.fromEntries(api.posts('/personalAccount/changeFioUser/')[0]!.form)).toEqual({
      fio: 'Петрова Анна',
    });
    expect(api.posts('/personalAccount/changePhoneUser/')).toHaveLength(0);
  });

  it('asks for the e-mail change by link, with the current password, and says so', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) => {
      if (call.path === '/personalAccount/getProfileSettings/') return success(profile);
      if (call.path === '/personalAccount/setEmailUser/') return success({ changed: false });
      return undefined;
    });
    renderWith(<ProfileSettings />);
    const form = await screen.findByRole('form', { name: 'E-mail' });
    const email = within(form).getByLabelText('E-mail');
    const password = within(form).getByLabelText('Текущий пароль');
    // A password field the browser's password manager fills, never shown in clear.
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.clear(email);
    await user.type(email, 'new@example.ru');
    const send = within(form).getByRole('button', { name: 'Получить ссылку' });
    // Issue #33: without the current password nothing is sent.
    expect(send).toBeDisabled();
    await user.type(password, 'Staryi1Parol');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() =>
      expect(titles()).toContain('Мы отправили ссылку для подтверждения на новый e-mail'),
    );
    expect(Object.fromEntries(api.posts('/personalAccount/setEmailUser/')[0]!.form)).toEqual({
      email: 'new@example.ru',
      current_password: 'Staryi1Parol',
    });
    // The password is not kept in the form once sent.
    await waitFor(() => expect(password).toHaveValue(''));
  });

  it('puts a wrong current password’s message on that field', async () => {
    const user = userEvent.setup();
    stubApi((call) => {
      if (call.path === '/personalAccount/getProfileSettings/') return success(profile);
      if (call.path === '/personalAccount/setEmailUser/')
        return {
          status: 400,
          body: {
            status: 'error',
            message: 'Неверный текущий пароль',
            errors: { current_password: 'Неверный текущий пароль' },
          },
        };
      return undefined;
    });
    renderWith(<ProfileSettings />);
    const form = await screen.findByRole('form', { name: 'E-mail' });
    const email = within(form).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'new@example.ru');
    const password = within(form).getByLabelText('Текущий пароль');
    await user.type(password, 'Wrong1pass');
    await user.click(within(form).getByRole('button', { name: 'Получить ссылку' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Неверный текущий пароль/));
    expect(titles()).not.toContain('Мы отправили ссылку для подтверждения на новый e-mail');
  });
});

describe('the password change modal', () => {
  it('puts the server’s message on the current password and stays open', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.path === '/personalAccount/changePasswordUser/'
        ? {
            status: 400,
            body: {
              status: 'error',
              message: 'Неверный текущий пароль',
              errors: { old_password: 'Неверный текущий пароль' },
            },
          }
        : undefined,
    );
    const close = vi.fn();
    renderWith(<PasswordModal titleId="t" close={close} handlers={{}} isMobile={false} />);
    await user.type(screen.getByLabelText('Текущий пароль'), 'Wrong1pass');
    await user.type(screen.getByLabelText('Новый пароль'), 'simple');
    expect(
      await screen.findByText('Пароль должен содержать прописные и строчные буквы и цифры'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Новый пароль'));
    await user.type(screen.getByLabelText('Новый пароль'), 'Novyi2Parol');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Novyi2Parol');
    const submit = screen.getByRole('button', { name: 'Сменить пароль' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findAllByText('Неверный текущий пароль')).not.toHaveLength(0);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes with "Пароль успешно изменен!" on success', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.path === '/personalAccount/changePasswordUser/' ? success({ changed: true }) : undefined,
    );
    const close = vi.fn();
    renderWith(<PasswordModal titleId="t" close={close} handlers={{}} isMobile={false} />);
    await user.type(screen.getByLabelText('Текущий пароль'), 'Staryi1Parol');
    await user.type(screen.getByLabelText('Новый пароль'), 'Novyi2Parol');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Novyi2Parol');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(titles()).toContain('Пароль успешно изменен!');
  });
});
