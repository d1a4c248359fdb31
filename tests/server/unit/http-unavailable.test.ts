import { describe, expect, it } from 'vitest';
import { isUnavailable } from '../../../server/http/unavailable';

/** What the ORM throws: its own error, with the driver's as the cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', cause });

describe('isUnavailable: a database out of reach is a 503, anything else stays a 500', () => {
  it('knows a refused connection, also wrapped by the ORM', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(isUnavailable(refused)).toBe(true);
    expect(isUnavailable(wrapped(refused))).toBe(true);
  });

  it('knows a server shutting down, a dropped connection and a connect timeout', () => {
    expect(isUnavailable(wrapped(Object.assign(new Error('terminating'), { code: '57P01' })))).toBe(
      true,
    );
    expect(isUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('knows a host with several addresses refusing on each (AggregateError)', () => {
    const each = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(isUnavailable(new AggregateError([each, each], 'connect failed'))).toBe(true);
  });

  it('leaves bugs and constraint violations alone', () => {
    expect(isUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(
      isUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))),
    ).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });

  it('does not loop on a cause that points back at itself', () => {
    const loop: { cause?: unknown; message: string } = { message: 'loop' };
    loop.cause = loop;
    expect(isUnavailable(loop)).toBe(false);
  });
});
