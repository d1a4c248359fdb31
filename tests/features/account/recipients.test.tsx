import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Recipients } from '@/features/account/components/recipients';
import type { Recipient } from '@/lib/api/contract/recipients';
import { clearNotifications } from '@/lib/stores/notifications';
import { stubApi, success } from './api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

function setup() {
  let list: Recipient[] = [];
  let next = 1;
  const api = stubApi((call) => {
    if (call.path === '/personalAccount/listOfGoodsRecipients/') return success(list);
    if (call.path === '/personalAccount/addRecipient/') {
      const f = Object.fromEntries(call.form);
      const row: Recipient = {
        id: next++,
        kind: f.kind as Recipient['kind'],
        name: f.name!,
        phone: f.phone!,
        email: f.email || null,
        address: f.address!,
        inn: f.inn || null,
        kpp: f.kpp || null,
      };
      list = [...list, row];
      return success(row, 'Получатель добавлен');
    }
    if (call.path === '/personalAccount/deleteRecipient/') {
      list = list.filter((r) => r.id !== Number(call.form.get('id')));
      return success({ id: Number(call.form.get('id')) });
    }
    return undefined;
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Recipients />
    </QueryClientProvider>,
  );
  return api;
}

describe('goods recipients', () => {
  it('adds a company recipient: INN and KPP are asked only for a company', async () => {
    const user = userEvent.setup();
    const api = setup();
    expect(await screen.findByText('Получателей пока нет')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить получателя' }));
    const form = screen.getByRole('form', { name: 'Новый получатель' });
    expect(within(form).queryByLabelText('ИНН')).toBeNull();
    await user.click(within(form).getByLabelText('Компания'));
    const save = within(form).getByRole('button', { name: 'Сохранить' });

    await user.type(within(form).getByLabelText('ФИО или название'), 'ООО «Швейка»');
    await user.type(within(form).getByLabelText('Телефон'), '4951112233');
    await user.type(within(form).getByLabelText('Адрес доставки'), 'г. Москва, ул. Швейная, д. 2');
    // A company without its INN cannot be saved.
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('ИНН'), '7707083893');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(api.posts('/personalAccount/addRecipient/')).toHaveLength(1));
    expect(Object.fromEntries(api.posts('/personalAccount/addRecipient/')[0]!.form)).toMatchObject({
      kind: 'company',
      name: 'ООО «Швейка»',
      inn: '7707083893',
    });
    const card = await screen.findByRole('listitem', { name: 'ООО «Швейка»' });
    expect(card).toHaveTextContent('ИНН 7707083893');
    expect(screen.queryByRole('form', { name: 'Новый получатель' })).toBeNull();
  });

  it("a company's INN typed slowly shows no length error until the field is left (issue #34)", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить получателя' }));
    const form = screen.getByRole('form', { name: 'Новый получатель' });
    await user.click(within(form).getByLabelText('Компания'));
    const inn = within(form).getByLabelText('ИНН');
    for (const digit of '77070838') {
      await user.type(inn, digit);
      expect(within(form).queryByText('ИНН должен состоять из 10 или 12 цифр')).toBeNull();
    }
    await user.type(within(form).getByLabelText('КПП'), '7736');
    expect(within(form).queryByText('КПП должен состоять из 9 цифр')).toBeNull();
    // Leaving the INN for the KPP said it; leaving the KPP says its own.
    expect(within(form).getByText('ИНН должен состоять из 10 или 12 цифр')).toBeInTheDocument();
    await user.tab();
    expect(within(form).getByText('КПП должен состоять из 9 цифр')).toBeInTheDocument();
  });

  it('masks the phone as every other form does: 4957778899 is accepted as +7 (495) 777-88-99', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить получателя' }));
    const form = screen.getByRole('form', { name: 'Новый получатель' });
    await user.type(within(form).getByLabelText('ФИО или название'), 'Сидоров Пётр');
    const phone = within(form).getByLabelText('Телефон');
    await user.type(phone, '4957778899');
    expect(phone).toHaveValue('(495) 777-88-99');
    expect(within(form).getByRole('combobox', { name: 'Страна' })).toHaveDisplayValue(/^\+7 /);
    await user.type(within(form).getByLabelText('Адрес доставки'), 'г. Москва, ул. Швейная, д. 2');
    expect(within(form).queryByText('Некорректный номер телефона')).toBeNull();
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(api.posts('/personalAccount/addRecipient/')).toHaveLength(1));
    expect(api.posts('/personalAccount/addRecipient/')[0]!.form.get('phone')).toBe(
      '+7 (495) 777-88-99',
    );
    const card = await screen.findByRole('listitem', { name: 'Сидоров Пётр' });
    expect(card).toHaveTextContent('+7 (495) 777-88-99');
  });

  it('shows a field error only once the field has content', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить получателя' }));
    const form = screen.getByRole('form', { name: 'Новый получатель' });
    const phone = within(form).getByLabelText('Телефон');
    await user.click(phone);
    await user.tab();
    expect(within(form).queryByText('Некорректный номер телефона')).toBeNull();
    await user.type(phone, '900');
    expect(await within(form).findByText('Некорректный номер телефона')).toBeInTheDocument();
  });

  it('deletes a recipient only after confirmation', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить получателя' }));
    const form = screen.getByRole('form', { name: 'Новый получатель' });
    await user.type(within(form).getByLabelText('ФИО или название'), 'Сидоров Пётр');
    await user.type(within(form).getByLabelText('Телефон'), '9001112233');
    await user.type(within(form).getByLabelText('Адрес доставки'), 'г. Кострома');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const card = await screen.findByRole('listitem', { name: 'Сидоров Пётр' });

    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    expect(api.posts('/personalAccount/deleteRecipient/')).toHaveLength(0);
    const dialog = within(card).getByRole('alertdialog', { name: 'Удалить получателя?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Сидоров Пётр' })).toBeNull(),
    );
    expect(api.posts('/personalAccount/deleteRecipient/')[0]!.form.get('id')).toBe('1');
  });
});
