/**
 * Company and payment data (accounts.md §3, §5, §7): legal entities only; an INN and a current
 * account belong to one profile at most ('Профиль с таким ИНН/рас.счетом уже существует').
 * The account numbers' control keys against the BIK are checked by the contract schema.
 */
import 'server-only';
import {
  organizationMessages,
  type CompanyDataInput,
  type OrganizationData,
  type PaymentDataInput,
} from '../../../lib/api/contract/organization';
import { AppError, messages } from '../../http/app-error';
import type { OrganizationRepository } from './repository';

/** The unique indexes of organizations: a race between two saves ends as the same 400. */
const isUniqueViolation = (error: unknown, index: string) => {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  const inner = (e?.cause ?? e) as { code?: string; constraint?: string; message?: string };
  return (
    inner?.code === '23505' &&
    (inner.constraint === index || String(inner.message ?? '').includes(index))
  );
};

export function createOrganizationService(repository: OrganizationRepository) {
  async function legalEntity(userId: number) {
    const type = await repository.userType(userId);
    if (type === null) throw new AppError(401, messages.unauthorized);
    if (type !== 'legal_entity') throw new AppError(403, organizationMessages.onlyLegal);
  }

  return {
    async data(userId: number): Promise<OrganizationData> {
      await legalEntity(userId);
      const row = await repository.find(userId);
      return {
        inn: row?.inn ?? '',
        company_name: row?.companyName ?? '',
        address: row?.companyAddress ?? '',
        ogrn: row?.ogrn ?? '',
        bank: row?.bank ?? '',
        bik: row?.bik ?? '',
        coresp: row?.corrAccount ?? '',
        current: row?.currentAccount ?? '',
      };
    },

    async saveCompany(userId: number, input: CompanyDataInput) {
      await legalEntity(userId);
      const taken = () =>
        new AppError(400, organizationMessages.innTaken, { inn: organizationMessages.innTaken });
      if (await repository.innTaken(input.inn, userId)) throw taken();
      try {
        await repository.upsertCompany(userId, {
          inn: input.inn,
          companyName: input.company_name,
          companyAddress: input.company_address,
          ogrn: input.company_ogrn,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'organizations_inn_idx')) throw taken();
        throw error;
      }
    },

    async savePayment(userId: number, input: PaymentDataInput) {
      await legalEntity(userId);
      const taken = () =>
        new AppError(400, organizationMessages.currentTaken, {
          current: organizationMessages.currentTaken,
        });
      if (await repository.currentAccountTaken(input.current, userId)) throw taken();
      let saved: boolean;
      try {
        saved = await repository.updatePayment(userId, {
          bank: input.bank,
          bik: input.bik,
          corrAccount: input.coresp,
          currentAccount: input.current,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'organizations_current_account_idx')) throw taken();
        throw error;
      }
      if (!saved) throw new AppError(400, organizationMessages.companyFirst);
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
