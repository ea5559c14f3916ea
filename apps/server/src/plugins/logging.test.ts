import { describe, expect, it } from 'vitest';
import { serializeError } from './logging.ts';

describe('the error lines the log writes', () => {
  // A failed backup logged such a value and the serializer's own TypeError stopped the server.
  it('writes a thrown value that is not an Error with a message instead of throwing', () => {
    expect(serializeError({ code: 'EIO' } as unknown as Error).message).toContain('EIO');
    expect(serializeError('disk full' as unknown as Error).message).toBe('disk full');
    expect(serializeError(undefined as unknown as Error).message).toBe('undefined');
  });

  it("still keeps an ordinary error's message, with the row's values PostgreSQL quotes redacted", () => {
    const message = serializeError(
      new Error(
        'duplicate key value violates unique constraint "users_email_key": Key (email)=(meera@example.in) already exists',
      ),
    ).message;
    expect(message).toContain('duplicate key value');
    expect(message).not.toContain('meera@example.in');
  });
});
