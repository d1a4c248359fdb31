/** Shared by the accounts component tests: a stub API and a query client around a modal. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const apiMock = {
  auth: {
    login: vi.fn(),
    registerIndividual: vi.fn(),
    registerLegal: vi.fn(),
    logout: vi.fn(),
    checkInn: vi.fn(),
    managersForRegistration: vi.fn(),
    passwordRecovery: vi.fn(),
    passwordRecoveryChange: vi.fn(),
    emailChangeFromLink: vi.fn(),
    shortAccount: vi.fn(),
  },
  suggestions: {
    suggestParty: vi.fn(),
    findParty: vi.fn(),
    suggestBank: vi.fn(),
    findBank: vi.fn(),
  },
  stores: {
    forRegistration: vi.fn(async () => [
      { STOCK_ID: 1, STOCK_NAME: 'Склад Москва', STOCK_XML: 'msk' },
      { STOCK_ID: 3, STOCK_NAME: 'Склад Иваново', STOCK_XML: 'ivn' },
    ]),
  },
};

export function withQueryClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

export const modalProps = () => ({
  close: vi.fn(),
  handlers: {},
  titleId: 'modal-title',
  isMobile: false,
});
