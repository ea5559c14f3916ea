import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EncodedPage, withFields } from './encoded-page.ts';

/*
 * A kept search page is sent as the JSON it was encoded to (decision 018). A client must not be able to
 * tell it from an answer the route's serializer wrote, and a teacher's own badges must land on her items.
 */

const Card = z.object({
  _id: z.string(),
  title: z.string(),
  pay: z.number().int().nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
  applied: z.boolean(),
  saved: z.boolean(),
});
const answer = z.array(Card);
type Card = z.infer<typeof Card>;

/** What the app's serializer writes for an answer of `schema` (fastify-type-provider-zod, as registered in app.ts). */
const serialize = (items: unknown) =>
  serializerCompiler({ schema: answer, method: 'GET', url: '/api/jobs', httpStatus: '200' })(items);

const card = fc.record({
  _id: fc.uuid(),
  title: fc.string(),
  pay: fc.option(fc.integer(), { nil: null }),
  tags: fc.array(fc.string(), { maxLength: 3 }),
  note: fc.option(fc.string(), { nil: undefined }),
  applied: fc.constant(false),
  saved: fc.constant(false),
});

describe('a page encoded once', () => {
  it("is sent as the same text the route's serializer writes", () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 20 }), fc.nat(), (items, total) => {
        const sent = EncodedPage.of(answer, { items, total }).send();
        expect(sent.json).toBe(serialize(items));
        expect(sent.total).toBe(total);
      }),
    );
  });

  it("carries each caller's own fields on her items, and nothing else changes", () => {
    fc.assert(
      fc.property(
        fc.array(card, { maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (items, flags) => {
          const page = EncodedPage.of(answer, { items, total: items.length }, ['applied', 'saved']);
          const mine = (i: number) => ({ applied: flags[2 * i]!, saved: flags[2 * i + 1]! });
          const sent = JSON.parse(page.send(mine).json) as Card[];
          expect(sent).toEqual(JSON.parse(serialize(items.map((item, i) => ({ ...item, ...mine(i) })))));
          expect(page.ids).toEqual(items.map((i) => i._id));
        },
      ),
    );
  });

  it('refuses an item its answer does not allow, as the serializer would', () => {
    const items = [{ _id: 'a', title: 'PGT Physics', pay: 1.5, tags: [], applied: false, saved: false }];
    expect(() => serialize(items)).toThrow();
    expect(() => EncodedPage.of(answer, { items, total: 1 })).toThrow();
  });

  it('is not sent without the fields it left out', () => {
    const page = EncodedPage.of(
      answer,
      { items: [{ _id: 'a', title: 'TGT Maths', pay: null, tags: [], applied: false, saved: false }], total: 1 },
      ['applied', 'saved'],
    );
    expect(() => page.send()).toThrow(/applied, saved/);
  });
});

describe('fields added to an object’s JSON', () => {
  it('read back as the object with the fields', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.integer(), fc.string(), fc.constant(null))),
        (object, fields) => {
          fc.pre(Object.keys(fields).every((key) => !(key in object)));
          // As JSON carries it: JSON has no -0, so the object's own text already reads back as 0.
          expect(JSON.parse(withFields(JSON.stringify(object), fields))).toEqual(
            JSON.parse(JSON.stringify({ ...object, ...fields })),
          );
        },
      ),
    );
  });
});
