/** Company and bank suggestions: the local directory, or DaData when a key is configured. */
import 'server-only';
import {
  SUGGESTIONS_LIMIT,
  type BankSuggestions,
  type PartySuggestions,
} from '../../../lib/api/contract/suggestions';
import { AppError, messages } from '../../http/app-error';
import type { Db } from '../../db/client';
import {
  buildDadataRequest,
  mapDadataBank,
  mapDadataParty,
  type SuggestionKind,
  type SuggestionMethod,
} from './dadata';
import {
  createSuggestionsRepository,
  type DirectoryBank,
  type DirectoryCompany,
} from './repository';

export function partySuggestion(row: DirectoryCompany): PartySuggestions['suggestions'][number] {
  const shortWithOpf = `${row.opf} ${row.nameShort}`;
  return {
    value: shortWithOpf,
    unrestricted_value: shortWithOpf,
    data: {
      inn: row.inn,
      kpp: row.kpp,
      ogrn: row.ogrn,
      type: row.inn.length === 12 ? 'INDIVIDUAL' : 'LEGAL',
      opf: { short: row.opf },
      name: {
        short_with_opf: shortWithOpf,
        full_with_opf: row.nameFull,
        short: row.nameShort,
        full: row.nameFull,
      },
      address: { value: row.address, unrestricted_value: row.address },
      management: row.management ? { name: row.management } : null,
    },
  };
}

export function bankSuggestion(row: DirectoryBank): BankSuggestions['suggestions'][number] {
  return {
    value: row.name,
    unrestricted_value: row.name,
    data: {
      bic: row.bic,
      correspondent_account: row.correspondentAccount,
      name: { payment: row.paymentName, short: row.name },
      address: { value: row.address, unrestricted_value: row.address },
    },
  };
}

export function createSuggestionsService(
  db: Db,
  options: { dadataApiKey?: string; fetch?: typeof fetch } = {},
) {
  const repo = createSuggestionsRepository(db);
  const doFetch = options.fetch ?? fetch;

  async function remote(method: SuggestionMethod, kind: SuggestionKind, query: string) {
    let answer: Response;
    try {
      answer = await doFetch(buildDadataRequest(method, kind, query, options.dadataApiKey!), {
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new AppError(503, messages.unavailable);
    }
    if (!answer.ok) throw new AppError(503, messages.unavailable);
    const body: unknown = await answer.json().catch(() => null);
    return kind === 'party' ? mapDadataParty(body) : mapDadataBank(body);
  }

  return {
    async party(method: SuggestionMethod, query: string): Promise<PartySuggestions> {
      if (options.dadataApiKey) return (await remote(method, 'party', query)) as PartySuggestions;
      const rows =
        method === 'findById'
          ? await repo.companyByInnOrOgrn(query, SUGGESTIONS_LIMIT)
          : await repo.suggestCompanies(query, SUGGESTIONS_LIMIT);
      return { suggestions: rows.map(partySuggestion) };
    },

    async bank(method: SuggestionMethod, query: string): Promise<BankSuggestions> {
      if (options.dadataApiKey) return (await remote(method, 'bank', query)) as BankSuggestions;
      const rows =
        method === 'findById'
          ? await repo.bankByBic(query, SUGGESTIONS_LIMIT)
          : await repo.suggestBanks(query, SUGGESTIONS_LIMIT);
      return { suggestions: rows.map(bankSuggestion) };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
