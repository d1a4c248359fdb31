// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeadForm } from '@/features/forms/components/lead-form';
import { leadForms } from '@/features/forms/model/form-configs';

const received: FormData[] = [];
let answer: () => Response = () =>
  HttpResponse.json({ status: 'success', message: 'Заявка отправлена', data: { id: 7 } });

const server = setupServer(
  http.post('*/api/v1/tailoring/addTailoringFeedback/', async ({ request }) => {
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

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ФИО'), 'Петрова Анна');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9123456789');
  await user.type(screen.getByLabelText('Комментарий'), 'Худи, 500 штук');
  await user.click(screen.getByRole('checkbox', { name: /Я даю согласие/ }));
  return user;
}

describe('LeadForm', { timeout: 30_000 }, () => {
  it('keeps submit disabled until the form is valid, then sends the fields and a file', async () => {
    render(<LeadForm config={leadForms.tailoring} />);
    const submit = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(submit).toBeDisabled();
    // The disabled button says what it waits for (issue #17).
    expect(submit).toHaveAccessibleDescription(
      /^Заполните: ФИО, Телефон.*\. Отметьте: согласие на обработку персональных данных$/,
    );
    const user = await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).toHaveAccessibleDescription('');

    const file = new File(['%PDF-1.4'], 'tz.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(screen.getByText('tz.pdf')).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Заявка отправлена')).toBeInTheDocument();
    expect(screen.getByText('Наш менеджер свяжется с вами в ближайшее время')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]!.get('fio')).toBe('Петрова Анна');
    expect(received[0]!.get('phone')).toBe('+7 (912) 345-67-89');
    expect(received[0]!.get('comment')).toBe('Худи, 500 штук');
    expect(received[0]!.get('consent')).toBe('true');
    // jsdom's File does not survive undici's multipart encoding, so only the part is checked
    // here; e2e/content.spec.ts follows a real file from the browser to the manager's mail.
    expect(received[0]!.getAll('files')).toHaveLength(1);

    // 'Закрыть' brings back an empty form.
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByLabelText('ФИО')).toHaveValue('');
    expect(screen.queryByText('tz.pdf')).not.toBeInTheDocument();
  });

  it('shows the failure text and the server field messages when the request fails', async () => {
    answer = () =>
      HttpResponse.json(
        { status: 'error', message: 'Проверьте', errors: { fio: 'Некорректные ФИО' } },
        { status: 400 },
      );
    render(<LeadForm config={leadForms.tailoring} />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['При отправке формы произошла ошибка', 'Некорректные ФИО']),
    );
    expect(screen.queryByText('Заявка отправлена')).not.toBeInTheDocument();
    // The visitor's text stays for another try.
    expect(screen.getByLabelText('ФИО')).toHaveValue('Петрова Анна');
  });

  it('refuses a .exe on choosing with the server message under the file field and never sends it', async () => {
    answer = () =>
      HttpResponse.json({ status: 'success', message: 'Заявка отправлена', data: { id: 9 } });
    render(<LeadForm config={leadForms.tailoring} />);
    const user = await fillValid();
    const input = screen.getByLabelText(/^Файлы/);
    const message = 'Файл «fake.exe» не подходит: можно приложить PDF, DOC, DOCX, JPG, PNG, WEBP';
    fireEvent.change(input, {
      target: {
        files: [new File(['MZ\x90\x00'], 'fake.exe', { type: 'application/x-msdownload' })],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('button', { name: 'Удалить fake.exe' })).not.toBeInTheDocument();
    expect(received).toHaveLength(0);

    // Sent anyway, the request carries the fields and no file.
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Заявка отправлена')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]!.getAll('files')).toHaveLength(0);
  });

  it('a CV takes RTF but not WEBP, as the server does', async () => {
    render(<LeadForm config={leadForms.career} />);
    const input = screen.getByLabelText(/^Резюме/);
    fireEvent.change(input, { target: { files: [new File(['{\\rtf1'], 'cv.rtf')] } });
    expect(screen.getByText('cv.rtf')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['RIFF'], 'photo.webp')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Файл «photo.webp» не подходит: можно приложить PDF, DOC, DOCX, RTF, JPG, PNG',
    );
  });

  it('shows the server refusal of a file under the file field, not the generic failure', async () => {
    const message = 'Файл «lekala.pdf» не подходит: можно приложить PDF, DOC, DOCX, JPG, PNG, WEBP';
    answer = () =>
      HttpResponse.json({ status: 'error', message, errors: { files: message } }, { status: 400 });
    render(<LeadForm config={leadForms.tailoring} />);
    const user = await fillValid();
    const input = screen.getByLabelText(/^Файлы/);
    // Named .pdf, an .exe inside: only the server, reading the bytes, can tell.
    fireEvent.change(input, {
      target: { files: [new File(['MZ\x90\x00'], 'lekala.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message]);
    expect(screen.queryByText('При отправке формы произошла ошибка')).not.toBeInTheDocument();

    // Another file takes the message away.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'tz.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('152-FZ: an unticked consent holds the request back with the spec message; ticked, it is sent', async () => {
    answer = () =>
      HttpResponse.json({ status: 'success', message: 'Заявка отправлена', data: { id: 8 } });
    render(<LeadForm config={leadForms.tailoring} />);
    const user = userEvent.setup();
    const consent = screen.getByRole('checkbox', { name: /Я даю согласие/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/politika_konfidentsialnosti/',
    );
    const message = 'Необходимо дать согласие на обработку персональных данных';
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('ФИО'), 'Петрова Анна');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9123456789');
    // Everything else is filled: the consent alone holds the submit back, and says so.
    expect(await screen.findByText(message)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(received).toHaveLength(0);

    await user.click(consent);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Заявка отправлена')).toBeInTheDocument();
    expect(received[0]!.get('consent')).toBe('true');

    // 'Закрыть' brings back the form with the box unticked again.
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('checkbox', { name: /Я даю согласие/ })).not.toBeChecked();
  });

  it('shows a field message only once the field has content', async () => {
    render(<LeadForm config={leadForms.tailoring} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ФИО'), 'A');
    expect(await screen.findByText('Некорректные ФИО')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('ФИО'));
    await waitFor(() => expect(screen.queryByText('Некорректные ФИО')).not.toBeInTheDocument());
    expect(screen.queryByText('Обязательное поле')).not.toBeInTheDocument();
  });
});
