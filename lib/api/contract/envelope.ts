/**
 * The answer envelope of docs/design.md §2: every /api/v1 answer is
 * `{ status, message?, data?, errors? }` with a matching HTTP status.
 */
import { z } from 'zod';

export const fieldErrorsSchema = z
  .record(z.string(), z.string())
  .describe('Per-field Russian messages, keyed by the field name of the request');

export const errorEnvelopeSchema = z
  .object({
    status: z.literal('error'),
    message: z.string().describe('A Russian message meant for the person using the shop'),
    errors: fieldErrorsSchema.optional(),
  })
  .describe('Error answer');

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data,
  });

export type SuccessEnvelope<T> = { status: 'success'; message?: string; data: T };
