// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AskQuestionModal,
  SampleRequestModal,
} from '@/features/forms/components/catalog-request-modal';
import { SESSION_FLAG_COOKIE } from '@/lib/cookies';
import { setGuestStock } from '@/lib/stores/guest-stock';
import { render } from '../../support/render';

const stores = [
  { id: 1, title: 'Склад Москва', xmlId: 'msk', filterValue: 21 },
  { id: 2, title: 'Склад Санкт-Петербург', xmlId: 'spb', filterValue: 22 },
  { id: 3, title: 'Склад Иваново', xmlId: 'ivn', filterValue: 23 },
  { id: 4, title: 'Склад Екатеринбург', xmlId: 'ekb', filterValue: 24 },
];
let userCalls = 0;
const userData = {
  id: 7,
  user_name: 'Иванов Иван',
  company_name: null,
  stock: 'Склад Екатеринбург',
  stockXmlId: 'ekb',
  user_type: 'individual',
  managerId: null,
  managerData: null,
  stock_phone: null,
};

const server = setupServer(
  http.get('*/api/v1/catalog/getStoreXmlAndNameData', () =>
    HttpResponse.json({ status: 'success', data: stores }),
  ),
  http.get('*/api/v1/personalAccount/getReferenceDataAndManager/', () => {
    userCalls += 1;
    return HttpResponse.json({ status: 'success', data: userData });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  userCalls = 0;
  Cookies.remove(SESSION_FLAG_COOKIE);
  setGuestStock(null);
});
afterAll(() => server.close());

const props = { close: () => {}, handlers: {}, titleId: 't', isMobile: false };
const warehouse = async () => screen.findByRole('combobox', { name: 'Склад' });

describe('the warehouse of the sample and question forms (SF-5.02)', { timeout: 30_000 }, () => {
  it('preselects the warehouse the opener passes, read-only', async () => {
    render(<SampleRequestModal {...props} productName="Кулирка, белый" storeXmlId="spb" />);
    const field = await warehouse();
    expect(field).toHaveTextContent('Склад Санкт-Петербург');
    expect(field).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByLabelText('Полотно')).toHaveValue('Кулирка, белый');
    expect(userCalls).toBe(0);
  });

  it("finds a logged-in buyer's own warehouse when the opener does not pass it", async () => {
    Cookies.set(SESSION_FLAG_COOKIE, '1');
    render(<AskQuestionModal {...props} productName="Футер" />);
    const field = await warehouse();
    expect(field).toHaveTextContent('Склад Екатеринбург');
    expect(field).toHaveAttribute('aria-readonly', 'true');
    expect(userCalls).toBe(1);
  });

  it('lets a visitor choose any warehouse, starting from the one picked in the catalogue', async () => {
    setGuestStock('23');
    render(<SampleRequestModal {...props} productName="Кулирка" />);
    const field = await warehouse();
    expect(field).toHaveTextContent('Склад Иваново');
    expect(field).not.toHaveAttribute('aria-readonly');
    expect(userCalls).toBe(0);
  });

  it('a visitor with no choice yet starts with an empty, required warehouse', async () => {
    render(<SampleRequestModal {...props} productName="Кулирка" />);
    const field = await warehouse();
    expect(field).toHaveTextContent('Выберите');
    expect(field).not.toHaveAttribute('aria-readonly');
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeDisabled();
  });
});
