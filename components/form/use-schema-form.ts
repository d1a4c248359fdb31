'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { pendingFromSchema, type PendingField } from './missing-fields';
import { serverMessage, setServerErrors } from './server-errors';
import { hasContent, visibleError } from './visible-error';

/** A zod schema over the form's values; its output is what the submit receives. */
export type FormSchema<TValues extends FieldValues, TOutput = TValues> = z.ZodType<
  TOutput,
  TValues
>;

export interface SchemaFormOptions<TValues extends FieldValues, TOutput> {
  /** The rules; read on every render, so a form may pass another (a step's, a changed part's). */
  schema: FormSchema<TValues, TOutput>;
  defaultValues: TValues;
  /** Sends the form. A throw (an ApiError) lands on the fields and in the form's message. */
  onSubmit: (data: TOutput, values: TValues) => Promise<unknown> | unknown;
  /** The form's message for a failed send; by default the server's (4xx), else `fallback`. */
  failureMessage?: (error: unknown) => string | null;
  /** The §8 default of a failure without a usable message ('Ошибка сервера' unless given). */
  fallback?: string;
  /** Fields the server's per-field `errors` may land on; by default any the server names. */
  serverFields?: readonly string[];
  /** After a failed send, once its field errors are set (the registration goes to their step). */
  onFailure?: (error: unknown, fields: string[]) => void;
  /** A server field error keeps the submit disabled until its field is edited. */
  serverErrorsBlock?: boolean;
  /**
   * Per field, whether a value is the start of one that more typing completes (an INN at its
   * third digit, lib/validation/incomplete.ts). Such a value's error waits until the field is
   * left with something in it, or a submit is tried, and the line by the button says 'Заполните'
   * rather than 'Исправьте' (issue #34: 'ИНН должен состоять из 10 или 12 цифр' at keystroke 3
   * of 10). Once left, the field's error follows the typing as every other field's does.
   */
  incomplete?: Readonly<Record<string, (value: unknown) => boolean>>;
}

/** The first message of the schema for each field of the values (path[0]). */
function issuesOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const issues: Record<string, string> = {};
  if (result.success || !result.error) return issues;
  for (const issue of result.error.issues) issues[String(issue.path[0] ?? '')] ??= issue.message;
  return issues;
}

/**
 * The one way a form is built (docs/architecture.md "Forms"): react-hook-form with the zod
 * resolver in `onChange` mode, and on top of it the shop's rules:
 * - an error shows only once its field has content (accounts.md §5, `visibleError`); a message
 *   the server put on a field shows at once and goes when the field is edited;
 * - the server's per-field `errors` land on their fields with `setError`, its message (or the
 *   form's §8 default) becomes the form-level `formError`;
 * - `canSubmit` is false until the schema passes and while a send runs, and `submit` itself
 *   ignores a second call before the first settled (a double click sends once);
 * - `pending(labels)` names what keeps the submit disabled (components/form/missing-fields).
 * Field components (schema-form.tsx) read all this from context inside `<SchemaForm>`.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  options: SchemaFormOptions<TValues, TOutput>,
) {
  // The resolver and the send read the options of the last render (a new step, a new schema).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [resolver] = useState(() => {
    const run: Resolver<TValues, unknown, TOutput> = (values, context, resolverOptions) =>
      zodResolver(latest.current.schema as never)(
        values as never,
        context,
        resolverOptions as never,
      ) as never;
    return run;
  });
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: options.defaultValues as DefaultValues<TValues>,
  });
  const watched = useWatch({ control: form.control });
  const values = { ...options.defaultValues, ...watched } as TValues;
  const { schema } = options;
  const issues = issuesOf(schema.safeParse(values));
  const errors = form.formState.errors as Record<string, { type?: string; message?: string }>;
  const serverFieldErrors = Object.keys(errors).filter(
    (field) => errors[field]?.type === 'server' && errors[field]?.message,
  );
  const valid = Object.keys(issues).length === 0;
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const blocked = Boolean(options.serverErrorsBlock) && serverFieldErrors.length > 0;

  const serverError = (name: string) =>
    errors[name]?.type === 'server' ? errors[name]?.message : undefined;

  // Fields left with something in them, for `incomplete`.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const submitted = form.formState.submitCount > 0;
  const waiting = (name: string) =>
    !submitted && !left.has(name) && options.incomplete?.[name]?.(values[name]) === true;

  /** The field lost focus (useSchemaField's blur): an incomplete value may now say so. */
  const leave = (name: string) => {
    if (left.has(name) || !options.incomplete?.[name]) return;
    if (hasContent(form.getValues(name as Path<TValues>)))
      setLeft((before) => new Set(before).add(name));
  };

  /**
   * The message a field shows now: the server's at once, the schema's once it has content (and,
   * for a value still being completed, once the field was left).
   */
  const errorOf = (name: string): string | undefined =>
    serverError(name) ?? (waiting(name) ? undefined : visibleError(issues[name], values[name]));

  /** Whether the values would pass with `patch` applied (the consent asks: all but me?). */
  const validWith = (patch: Partial<TValues>) => schema.safeParse({ ...values, ...patch }).success;

  /** Sets a value as the buyer would: validated, dirty, and the server's error on it gone. */
  const set = <N extends Path<TValues>>(name: N, value: PathValue<TValues, N>) => {
    if (errors[name]?.type === 'server') form.clearErrors(name);
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };

  /** Puts a failed call's field errors on the form; answers the form-level message. */
  const applyServerError = useCallback(
    (error: unknown, fields?: readonly string[], fallback?: string) => {
      setServerErrors(error, form.setError, fields);
      return serverMessage(error, fallback);
    },
    [form.setError],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFormError(null);
    try {
      await form.handleSubmit(async (data) => {
        const current = latest.current;
        try {
          await current.onSubmit(data, form.getValues());
        } catch (error) {
          const fields = setServerErrors(error, form.setError, current.serverFields);
          setFormError(
            current.failureMessage
              ? current.failureMessage(error)
              : serverMessage(error, current.fallback),
          );
          current.onFailure?.(error, fields);
        }
      })();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** What keeps the submit disabled, named by `labels` (a field without a label is left out). */
  const pending = (labels: Record<string, string>): PendingField[] => {
    // A value still being typed is not yet filled in: 'Заполните', not 'Исправьте'.
    const typing = new Set(
      Object.keys(labels)
        .filter(waiting)
        .map((field) => labels[field]),
    );
    const list = pendingFromSchema(schema, values, labels).map((field) =>
      typing.has(field.label) ? { ...field, empty: true } : field,
    );
    if (!blocked) return list;
    const named = new Set(list.map((field) => field.label));
    for (const field of serverFieldErrors) {
      const label = labels[field];
      if (!label || named.has(label)) continue;
      const value: unknown = values[field];
      list.push({
        label,
        empty: value === '' || value === false,
        check: typeof value === 'boolean',
      });
    }
    return list;
  };

  return {
    form,
    values,
    issues,
    valid,
    busy,
    canSubmit: valid && !busy && !blocked,
    formError,
    setFormError,
    errorOf,
    serverError,
    leave,
    validWith,
    set,
    submit,
    pending,
    applyServerError,
  };
}

export type SchemaFormApi<
  TValues extends FieldValues = FieldValues,
  TOutput = TValues,
> = ReturnType<typeof useSchemaForm<TValues, TOutput>>;

export type { UseFormReturn };
