/**
 * The real suggestion service (DaData), used when DADATA_API_KEY is set. Plain fetch; the
 * answer is cut to 5 and reshaped to the fields the contract names (accounts.md §7).
 */
import 'server-only';
import {
  SUGGESTIONS_LIMIT,
  type BankSuggestions,
  type PartySuggestions,
} from '../../../lib/api/contract/suggestions';

export const DADATA_BASE_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';

export type SuggestionKind = 'party' | 'bank';
export type SuggestionMethod = 'suggest' | 'findById';

export function buildDadataRequest(
  method: SuggestionMethod,
  kind: SuggestionKind,
  query: string,
  apiKey: string,
): Request {
  return new Request(`${DADATA_BASE_URL}/${method}/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Token ${apiKey}`,
    },
    body: JSON.stringify({ query, count: SUGGESTIONS_LIMIT }),
  });
}

type Loose = Record<string, unknown> | null | undefined;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown): Loose =>
  value && typeof value === 'object' ? (value as Loose) : null;

function rawSuggestions(
  body: unknown,
): { value: string; unrestricted_value: string; data: Loose }[] {
  const list = obj(body)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.slice(0, SUGGESTIONS_LIMIT).map((item: unknown) => {
    const s = obj(item);
    return {
      value: str(s?.value),
      unrestricted_value: str(s?.unrestricted_value),
      data: obj(s?.data),
    };
  });
}

export function mapDadataParty(body: unknown): PartySuggestions {
  return {
    suggestions: rawSuggestions(body).map(({ value, unrestricted_value, data }) => {
      const name = obj(data?.name);
      const address = obj(data?.address);
      const management = obj(data?.management);
      return {
        value,
        unrestricted_value,
        data: {
          inn: str(data?.inn),
          kpp: str(data?.kpp) || null,
          ogrn: str(data?.ogrn),
          type: data?.type === 'INDIVIDUAL' ? ('INDIVIDUAL' as const) : ('LEGAL' as const),
          opf: { short: str(obj(data?.opf)?.short) },
          name: {
            short_with_opf: str(name?.short_with_opf) || value,
            full_with_opf: str(name?.full_with_opf) || value,
            short: str(name?.short),
            full: str(name?.full),
          },
          address: {
            value: str(address?.value),
            unrestricted_value: str(address?.unrestricted_value) || str(address?.value),
          },
          management: management ? { name: str(management.name) } : null,
        },
      };
    }),
  };
}

export function mapDadataBank(body: unknown): BankSuggestions {
  return {
    suggestions: rawSuggestions(body).map(({ value, unrestricted_value, data }) => {
      const name = obj(data?.name);
      const address = obj(data?.address);
      return {
        value,
        unrestricted_value,
        data: {
          bic: str(data?.bic),
          correspondent_account: str(data?.correspondent_account),
          name: { payment: str(name?.payment) || value, short: str(name?.short) || null },
          address: {
            value: str(address?.value),
            unrestricted_value: str(address?.unrestricted_value) || str(address?.value),
          },
        },
      };
    }),
  };
}
