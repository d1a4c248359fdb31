// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FormFailure,
  FormMissing,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
} from '@/components/form';
import { api } from '@/lib/api';

/** The one form mechanism (components/form/use-schema-form.ts), through the real API client. */
const schema = z.object({
  fio: z.string().trim().min(3, { error: 'Некорректные ФИО' }),
  email: z.email({ error: 'Недопустимый e-mail. Пример: ivanov@mail.ru' }),
});
type Values = z.input<typeof schema>;

const received: FormData[] = [];
let answer: () => Response | Promise<Response> = () =>
  HttpResponse.json({ status: 'success', message: 'Заявка отправлена', data: { id: 1 } });
const server = setupServer(
  http.post('*/api/v1/through_blocks/orderCall/', async ({ request }) => {
    received.push(await request.formData());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function TestForm({ serverErrorsBlock = false }: { serverErrorsBlock?: boolean }) {
  const form = useSchemaForm<Values, z.output<typeof schema>>({
    schema,
    defaultValues: { fio: '', email: '' },
    serverErrorsBlock,
    onSubmit: (data) => api.forms.submit('orderCall', data),
  });
  return (
    <SchemaForm form={form} aria-label="Форма">
      <TextInput name="fio" label="ФИО" />
      <TextInput name="email" label="E-mail" type="email" />
      <FormFailure />
      <SubmitButton describedBy="test-missing">Отправить</SubmitButton>
      <FormMissing id="test-missing" labels={{ fio: 'ФИО', email: 'E-mail' }} />
    </SchemaForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Отправить' });

async function fillValid() {
  type('ФИО', 'Петрова Анна');
  type('E-mail', 'anna@example.ru');
  await waitFor(() => expect(submit()).toBeEnabled());
}

describe('useSchemaForm', () => {
  it('shows an error only once its field has content; the button says what is missing', () => {
    render(<TestForm />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription('Заполните: ФИО, E-mail');

    type('ФИО', 'Я');
    expect(screen.getByText('Некорректные ФИО')).toBeInTheDocument();
    expect(screen.getByLabelText('ФИО')).toHaveAttribute('aria-invalid', 'true');
    // The e-mail is just as invalid, but empty: it keeps quiet.
    expect(screen.queryByText(/Недопустимый e-mail/)).toBeNull();
    expect(submit()).toHaveAccessibleDescription('Заполните: E-mail. Исправьте: ФИО');

    type('ФИО', '   ');
    expect(screen.queryByText('Некорректные ФИО')).toBeNull();
    type('ФИО', 'Петрова Анна');
    type('E-mail', 'anna@');
    expect(screen.getByText('Недопустимый e-mail. Пример: ivanov@mail.ru')).toBeInTheDocument();
    type('E-mail', 'anna@example.ru');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAccessibleDescription('');
  });

  it("puts the envelope's per-field errors on their fields and its message on the form", async () => {
    answer = () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'Проверьте данные',
          errors: { email: 'Пользователь с таким e-mail уже существует' },
        },
        { status: 400 },
      );
    render(<TestForm />);
    await fillValid();
    fireEvent.click(submit());

    const fieldMessage = await screen.findByText('Пользователь с таким e-mail уже существует');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Пользователь с таким e-mail уже существует',
    );
    expect(fieldMessage).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Проверьте данные')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.ru');

    // Editing the field takes the server's message off it at once.
    type('E-mail', 'anna2@example.ru');
    expect(screen.queryByText('Пользователь с таким e-mail уже существует')).toBeNull();

    // A failure without a usable answer shows the default.
    answer = () => HttpResponse.json({ status: 'error', message: 'boom' }, { status: 500 });
    fireEvent.click(submit());
    expect(await screen.findByText('Ошибка сервера')).toBeInTheDocument();
  });

  it('with serverErrorsBlock the submit waits until the field at fault is edited, and says so', async () => {
    answer = () =>
      HttpResponse.json(
        { status: 'error', message: 'Проверьте данные', errors: { fio: 'ФИО не подходит' } },
        { status: 400 },
      );
    render(<TestForm serverErrorsBlock />);
    await fillValid();
    fireEvent.click(submit());
    expect(await screen.findByText('ФИО не подходит')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription('Исправьте: ФИО');
    type('ФИО', 'Петрова Мария');
    expect(submit()).toBeEnabled();
  });

  it('makes a double submit impossible: one request, the button busy until the answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({ status: 'success', message: 'ok', data: { id: 2 } });
    };
    render(<TestForm />);
    await fillValid();
    const form = screen.getByRole('form', { name: 'Форма' });
    // Two submits before React renders again (a double click, Enter twice).
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(received).toHaveLength(1));
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(submit());
    fireEvent.submit(form);

    await act(async () => release());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(received).toHaveLength(1);
    expect(received[0]!.get('fio')).toBe('Петрова Анна');
  });
});
