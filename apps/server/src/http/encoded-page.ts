import { z } from 'zod';

/**
 * A page of a list as JSON text, sent as it is by `route()`: no checking against the endpoint's answer and
 * no serializing on the way out, because that was done once when the page was encoded.
 */
export class JsonPage {
  constructor(
    readonly json: string,
    readonly total: number,
  ) {}
}

/** The fields of an item that differ by caller (a teacher's Applied and Saved badges), added per request. */
export type OwnFields = Record<string, string | number | boolean | null>;

/**
 * A page of a list checked against its endpoint's answer and written as JSON once, item by item, for the
 * search cache (decision 018). Checking and serializing a kept page of 20 cards was most of the CPU a kept
 * search cost, and a page held as strings gives the garbage collector nothing to walk. Fields that differ
 * by caller (`own`) are checked with the rest but left out of the text; `send` adds each caller's.
 */
export class EncodedPage {
  private joined: string | undefined;

  private constructor(
    /** Each item's JSON without its own fields: an object's text, `{…}`. */
    private readonly texts: readonly string[],
    /** Each item's `_id` (every list item of the portal has one), to say whose own fields go where. */
    readonly ids: readonly string[],
    readonly total: number,
    private readonly own: readonly string[],
  ) {}

  /** Encodes `page` by `answer` (the endpoint's array schema) as its serializer would; throws when an item does not fit it. */
  static of(
    answer: z.ZodType,
    page: { items: readonly unknown[]; total: number },
    own: readonly string[] = [],
  ): EncodedPage {
    const encoded = z.encode(answer, page.items) as Record<string, unknown>[];
    const texts = encoded.map((item) => JSON.stringify(own.length ? omit(item, own) : item));
    return new EncodedPage(
      texts,
      encoded.map((item) => String(item._id)),
      page.total,
      own,
    );
  }

  /** The page to send; `fields(index)` gives the caller's own fields of each item (all of `own`, or the text would lack them). */
  send(fields?: (index: number) => OwnFields): JsonPage {
    if (!fields) {
      if (this.own.length) throw new Error(`a page with fields of its own (${this.own.join(', ')}) is sent with them`);
      return new JsonPage((this.joined ??= `[${this.texts.join(',')}]`), this.total);
    }
    return new JsonPage(`[${this.texts.map((text, i) => withFields(text, fields(i))).join(',')}]`, this.total);
  }
}

function omit(item: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const rest = { ...item };
  for (const key of keys) delete rest[key];
  return rest;
}

/** An object's JSON text with more fields at its end; none of them may be in it already (JSON keys are unique). */
export function withFields(objectJson: string, fields: OwnFields): string {
  const more = JSON.stringify(fields);
  if (more === '{}') return objectJson;
  return objectJson === '{}' ? more : `${objectJson.slice(0, -1)},${more.slice(1)}`;
}
