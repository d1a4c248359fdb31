import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { isValidInn, isValidOgrn } from '@/lib/api/contract/auth';
import {
  bankSuggestionsSchema,
  isValidCorrespondentAccount,
  partySuggestionsSchema,
} from '@/lib/api/contract/suggestions';
import { DEMO_COMPANY } from '@/server/db/seed/directory';
import { backends, form, startApi, type TestApi } from '../../support/api';

describe.each(backends())('company and bank suggestions on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  const party = async (path: string, query: string) => {
    const { status, body } = await api.json(path, form({ query }));
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(partySuggestionsSchema).parse(body).data.suggestions;
  };
  const bank = async (path: string, query: string) => {
    const { status, body } = await api.json(path, form({ query }));
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(bankSuggestionsSchema).parse(body).data.suggestions;
  };

  it('finds a company by INN with name, legal form, address and OGRN', async () => {
    const [found, ...rest] = await party('/findById/party/', DEMO_COMPANY.inn);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      value: 'ООО Ивановский текстиль',
      data: {
        inn: DEMO_COMPANY.inn,
        ogrn: DEMO_COMPANY.ogrn,
        opf: { short: 'ООО' },
        name: { short_with_opf: 'ООО Ивановский текстиль', full_with_opf: DEMO_COMPANY.nameFull },
        address: { value: DEMO_COMPANY.address },
      },
    });
    expect(await party('/findById/party', DEMO_COMPANY.ogrn)).toHaveLength(1);
    expect(await party('/findById/party', '7700000000')).toEqual([]);
  });

  it('suggests at most 5 companies by INN prefix or by name, all with valid check digits', async () => {
    const byPrefix = await party('/suggest/party', DEMO_COMPANY.inn.slice(0, 4));
    expect(byPrefix.length).toBeGreaterThan(0);
    expect(byPrefix.length).toBeLessThanOrEqual(5);
    for (const s of byPrefix)
      expect(s.data.inn.startsWith(DEMO_COMPANY.inn.slice(0, 4))).toBe(true);
    const byName = await party('/suggest/party/', 'текстиль');
    expect(byName.length).toBe(5);
    for (const s of [...byPrefix, ...byName]) {
      expect(isValidInn(s.data.inn), s.data.inn).toBe(true);
      expect(isValidOgrn(s.data.ogrn), s.data.ogrn).toBe(true);
    }
    // A typo still finds the company (trigram similarity).
    expect((await party('/suggest/party', 'Ивановский тексиль'))[0]?.data.inn).toBe(
      DEMO_COMPANY.inn,
    );
    // LIKE wildcards in the query are plain characters.
    expect(await party('/suggest/party', '%_%')).toEqual([]);
  });

  it('finds banks by BIC and suggests them by name, with correspondent accounts that match the BIC', async () => {
    const list = await bank('/suggest/bank', 'банк');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    const first = list[0]!;
    expect(isValidCorrespondentAccount(first.data.bic, first.data.correspondent_account)).toBe(
      true,
    );
    const [byBic] = await bank('/findById/bank/', first.data.bic);
    expect(byBic!.data).toMatchObject({
      bic: first.data.bic,
      name: { payment: expect.stringMatching(/[А-Я]/) },
    });
    expect(await bank('/suggest/bank', first.data.bic.slice(0, 4))).not.toEqual([]);
  });

  it('answers an empty or overlong query with 400 and a Russian message', async () => {
    const empty = await api.json('/suggest/party', form({ query: '' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { query: 'Обязательное поле' } });
    expect((await api.json('/suggest/bank', form({ query: 'x'.repeat(1000) }))).status).toBe(400);
    expect((await api.json('/findById/bank', { method: 'POST' })).status).toBe(400);
  });
});
