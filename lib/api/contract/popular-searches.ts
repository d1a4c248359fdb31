/**
 * Popular searches (issue #34): the pre-search panel's 'Часто ищут' shows what many people
 * found, never what one visitor typed. A query is kept as search used it (the corrected words
 * when a typo was corrected, letters and digits only), and only when it found something; it is
 * suggested once POPULAR_MIN_SEARCHERS different people searched it within POPULAR_WINDOW_DAYS.
 * Managers pin queries of their own (first, in the order pinned) and hide any query for good on
 * /manager/searches/. The spec shows no manager side; designed here.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';

/**
 * How many different people must have searched a query before everyone is shown it: one person
 * (or one person's typo, however often repeated) is never enough, and three is the least that
 * still lets a small shop's real habits show within a month. A person is a client address on
 * one day (server/modules/search/popular-service.ts), so nobody's address is stored.
 */
export const POPULAR_MIN_SEARCHERS = 3;
/** The searches counted are those of the last 30 days; older traces are deleted. */
export const POPULAR_WINDOW_DAYS = 30;
/** A longer query is no suggestion (and is not kept). */
export const POPULAR_TEXT_MAX = 60;
/** How many the panel shows (pinned ones first). */
export const POPULAR_SHOWN = 8;

export const popularSearchActions = ['pin', 'unpin', 'block', 'unblock'] as const;
export type PopularSearchAction = (typeof popularSearchActions)[number];

export const popularSearchMessages = {
  textRequired: 'Напишите запрос',
  textTooLong: `Не более ${POPULAR_TEXT_MAX} символов`,
  noWords: 'В запросе нет ни букв, ни цифр',
  nothingFound: (text: string) => `По запросу «${text}» ничего не находится`,
  notFound: 'Запрос не найден',
  badAction: 'Неизвестное действие',
  pinned: 'Запрос закреплён',
  unpinned: 'Запрос откреплён',
  blocked: 'Запрос скрыт из подсказок',
  unblocked: 'Запрос снова может попасть в подсказки',
} as const;

/** A manager's own query to pin: it is normalised as a search would use it. */
export const popularSearchPinSchema = z.object({
  text: z
    .string({ error: popularSearchMessages.textRequired })
    .trim()
    .min(1, { error: popularSearchMessages.textRequired })
    .max(POPULAR_TEXT_MAX, { error: popularSearchMessages.textTooLong }),
});
export type PopularSearchPin = z.infer<typeof popularSearchPinSchema>;

export const popularSearchIdParamsSchema = z.object({
  id: idRule(popularSearchMessages.notFound),
});

export const popularSearchActionSchema = z.object({
  action: z.enum(popularSearchActions, { error: popularSearchMessages.badAction }),
});
export type PopularSearchActionInput = z.infer<typeof popularSearchActionSchema>;

export const popularSearchItemSchema = z.object({
  id: z.number().int(),
  /** The normalised query, as the panel shows it. */
  text: z.string(),
  /** Different people who searched it within the window. */
  searchers: z.number().int(),
  /** Products it found the last time. */
  hits: z.number().int(),
  last_searched_at: z.string().nullable().describe('ISO 8601; null: pinned, never searched'),
  /** Whether the panel shows it now. */
  shown: z.boolean(),
});
export type PopularSearchItem = z.infer<typeof popularSearchItemSchema>;

export const popularSearchesSchema = z.object({
  min_searchers: z.number().int(),
  days: z.number().int(),
  shown_max: z.number().int(),
  /** Nothing qualifies yet: the panel shows the catalogue's sections instead. */
  fallback: z.boolean(),
  pinned: z.array(popularSearchItemSchema),
  /** The most searched queries not pinned or hidden, most searchers first. */
  candidates: z.array(popularSearchItemSchema),
  blocked: z.array(popularSearchItemSchema),
});
export type PopularSearches = z.infer<typeof popularSearchesSchema>;
