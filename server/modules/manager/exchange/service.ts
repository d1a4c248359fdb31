/**
 * «Обмен с 1С» (issue #35): the head's page of exchanges, warehouses and exchange settings, and
 * a buyer's price type. Business rules only; SQL is in repository.ts. Who may: the
 * page is the head's alone (a manager gets 403); a buyer's price type, the head's and the
 * managers' of the buyer's warehouse (anyone else: 404, as for another warehouse's order).
 */
import 'server-only';
import {
  EXCHANGE_RUNS_SHOWN,
  defaultPropertyNames,
  exchangeSettingFields,
  exchangeSettingKeys,
  managerExchangeMessages as messages,
  priceTypeSettingFields,
  type BuyerPriceType,
  type ExchangeSetting,
  type ExchangeSettingField,
  type ExchangeSettingsInput,
  type ManagerExchange,
  type PropertySettingField,
} from '../../../../lib/api/contract/manager-exchange';
import { AppError, messages as appMessages } from '../../../http/app-error';
import type { MemoCache } from '../../../platform/memo-cache';
import type { PageInvalidator } from '../../../platform/page-invalidation';
import { defaultsOf, type PriceTypeRow } from '../../pricing/defaults';
import type { ExchangePageRepository, SettingChange } from './repository';
import type { StaffMember } from '../staff/service';

/** What a change drops: the memo cache (warehouses, prices) and every cached page. */
export interface ExchangePageDeps {
  cache: MemoCache;
  pages: PageInvalidator;
}

const isPriceTypeField = (field: ExchangeSettingField) =>
  (priceTypeSettingFields as readonly string[]).includes(field);

const titleKey = (title: string) => title.trim().toLocaleLowerCase('ru');

/** The type a title names (settings are matched without case, as pricing reads them). */
const typeByTitle = (types: readonly PriceTypeRow[], title: string) =>
  types.find((type) => titleKey(type.title) === titleKey(title));

export function createExchangePageService(repo: ExchangePageRepository, deps: ExchangePageDeps) {
  /** The page is the head's: a manager is refused, as a buyer is refused the workspace. */
  function requireHead(staff: StaffMember) {
    if (staff.role !== 'head') throw new AppError(403, messages.headOnly);
  }

  async function settings(types: readonly PriceTypeRow[]): Promise<ExchangeSetting[]> {
    const keys = Object.values(exchangeSettingKeys);
    const saved = await repo.settings(keys);
    const defaults = defaultsOf(types, saved);
    const first = types[0]?.title ?? null;
    const titleOf = (id: number | null) => types.find((type) => type.id === id)?.title ?? null;
    return exchangeSettingFields.map((field) => {
      const key = exchangeSettingKeys[field];
      const value = saved.get(key) ?? null;
      if (field === 'legal_entity' || field === 'individual') {
        return {
          field,
          key,
          kind: 'price_type',
          value,
          default: first,
          effective: titleOf(defaults[field]),
        };
      }
      const fallback = defaultPropertyNames[field as PropertySettingField];
      return {
        field,
        key,
        kind: 'property',
        value,
        default: fallback,
        effective: value?.trim() || fallback,
      };
    });
  }

  async function page(): Promise<ManagerExchange> {
    const [runs, warehouses, types] = await Promise.all([
      repo.runs(EXCHANGE_RUNS_SHOWN),
      repo.warehouses(),
      repo.priceTypes(),
    ]);
    return {
      runs: runs.map((run) => ({
        id: run.id,
        type: run.type,
        started_at: run.startedAt.toISOString(),
        finished_at: run.finishedAt?.toISOString() ?? null,
        account: run.account,
        files: run.files,
        counts: run.counts,
        duration_ms: run.durationMs,
        errors: run.errors,
      })),
      runs_shown: EXCHANGE_RUNS_SHOWN,
      warehouses: warehouses.map((store) => ({
        id: store.id,
        xml_id: store.xmlId,
        title: store.title,
        city: store.city,
        phone: store.phone,
        published: store.published,
      })),
      price_types: types.map((type) => ({ id: type.id, title: type.title })),
      settings: await settings(types),
    };
  }

  /** Buyers see warehouses in lists, forms and on cached pages: all of it is dropped. */
  async function dropCaches() {
    deps.cache.clear();
    await deps.pages.everything();
  }

  async function warehouseOf(id: number) {
    const store = await repo.warehouse(id);
    if (!store) throw new AppError(404, messages.warehouseNotFound);
    return store;
  }

  /** The buyer's account, for the head or a manager of the buyer's warehouse; else 404. */
  async function buyerOf(staff: StaffMember, id: number) {
    const buyer = await repo.buyer(id);
    const inScope =
      buyer !== null &&
      (staff.scope.storeIds === null || staff.scope.storeIds.includes(buyer.storeId));
    if (!buyer || !inScope) throw new AppError(404, messages.buyerNotFound);
    return buyer;
  }

  async function buyerPriceType(staff: StaffMember, id: number): Promise<BuyerPriceType> {
    const buyer = await buyerOf(staff, id);
    const types = await repo.priceTypes();
    const defaults = defaultsOf(types, await repo.settings(Object.values(exchangeSettingKeys)));
    const fallback = types.find((type) => type.id === defaults[buyer.userType]);
    return {
      buyer_id: buyer.id,
      price_type_id: buyer.priceTypeId,
      default: fallback ? { id: fallback.id, title: fallback.title } : null,
      options: types.map((type) => ({ id: type.id, title: type.title })),
    };
  }

  return {
    requireHead,

    async page(staff: StaffMember): Promise<ManagerExchange> {
      requireHead(staff);
      return page();
    },

    /** Gives a warehouse its city and phone and shows it to buyers; again: the same. */
    async publish(staff: StaffMember, id: number, input: { city: string; phone: string }) {
      requireHead(staff);
      await warehouseOf(id);
      await repo.setWarehouse(id, {
        published: true,
        city: input.city,
        phone: input.phone || null,
      });
      await dropCaches();
      return page();
    },

    /** Hides a warehouse from buyers; its stock and its buyers' accounts stay as they are. */
    async unpublish(staff: StaffMember, id: number) {
      requireHead(staff);
      const store = await warehouseOf(id);
      if (store.published) {
        await repo.setWarehouse(id, { published: false });
        await dropCaches();
      }
      return page();
    },

    async saveSettings(staff: StaffMember, input: ExchangeSettingsInput) {
      requireHead(staff);
      const types = await repo.priceTypes();
      const changes: SettingChange[] = [];
      const errors: Record<string, string> = {};
      for (const field of exchangeSettingFields) {
        const raw = input[field];
        if (raw === undefined) continue;
        const key = exchangeSettingKeys[field];
        if (raw === '') {
          changes.push({ key, value: null });
        } else if (isPriceTypeField(field)) {
          // The type's own title is kept, however the form wrote it.
          const type = typeByTitle(types, raw);
          if (type) changes.push({ key, value: type.title });
          else errors[field] = messages.unknownPriceType;
        } else {
          changes.push({ key, value: raw });
        }
      }
      if (Object.keys(errors).length) throw new AppError(400, appMessages.badRequest, errors);
      const repriced = await repo.saveSettings(changes, exchangeSettingKeys.legal_entity);
      // Prices (a kind's default, products.price) show on buyers' cached pages; the property
      // names only change what the next exchange reads, but the memo keeps the defaults too.
      deps.cache.clear();
      const pricesMoved =
        repriced ||
        changes.some((change) =>
          priceTypeSettingFields.some((field) => exchangeSettingKeys[field] === change.key),
        );
      if (pricesMoved) await deps.pages.everything();
      return page();
    },

    /**
     * Gives the buyer a type of their own, or (null) the default of their kind again. The
     * buyer's access token carries the type it was issued with (at most 15 minutes): the new
     * type applies from the token's next refresh (docs: the token's `pt` claim).
     */
    buyerPriceType,

    async setBuyerPriceType(staff: StaffMember, id: number, priceTypeId: number | null) {
      const buyer = await buyerOf(staff, id);
      if (priceTypeId !== null) {
        const types = await repo.priceTypes();
        if (!types.some((type) => type.id === priceTypeId)) {
          throw new AppError(400, appMessages.badRequest, {
            price_type_id: messages.unknownPriceType,
          });
        }
      }
      if (buyer.priceTypeId !== priceTypeId) await repo.setBuyerPriceType(id, priceTypeId);
      return buyerPriceType(staff, id);
    },
  };
}

export type ExchangePageService = ReturnType<typeof createExchangePageService>;
