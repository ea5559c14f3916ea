/** A unique index refused the write; with `constraint`, that index in particular. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return !constraint || name === constraint || (e instanceof Error && e.message.includes(constraint));
  }
  return false;
}
