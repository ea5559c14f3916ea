import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFamilyPayment } from './split.ts';

const day = fc
  .integer({ min: 0, max: 364 })
  .map((d) => new Date(Date.UTC(2026, 3, 1) + d * 86_400_000).toISOString().slice(0, 10));
const line = fc.record({ dueDate: day, feeDuePaise: fc.nat(2_000_000), lateDuePaise: fc.nat(30_000) });
const family = fc.array(fc.array(line, { maxLength: 6 }), { minLength: 1, maxLength: 4 }).map((children) =>
  children.map((lines, c) => ({
    studentId: `child-${c}`,
    lines: lines.map((l, i) => ({ ...l, instalmentId: `i-${c}-${i}` })),
  })),
);
const owed = (lines: { feeDuePaise: number; lateDuePaise: number }[]) =>
  lines.reduce((s, l) => s + l.feeDuePaise + l.lateDuePaise, 0);

describe("a family's one payment shared across the children", () => {
  it('adds up to the payment to the paisa, gives no child more than they owe, and leaves only what nobody owes', () => {
    fc.assert(
      fc.property(family, fc.nat(10_000_000), (children, paise) => {
        const { shares, left } = splitFamilyPayment(children, paise, '2027-03-31');
        const total = owed(children.flatMap((c) => c.lines));
        expect(shares.reduce((s, x) => s + x.paise, 0) + left).toBe(paise);
        expect(left).toBe(Math.max(0, paise - total));
        for (const s of shares) {
          expect(Number.isInteger(s.paise) && s.paise > 0).toBe(true);
          expect(s.paise).toBeLessThanOrEqual(owed(children.find((c) => c.studentId === s.studentId)!.lines));
        }
      }),
    );
  });

  it('pays the oldest due dates first across the children: whatever is paid of a day, every earlier day is paid in full', () => {
    fc.assert(
      fc.property(family, fc.nat(10_000_000), (children, paise) => {
        const { shares } = splitFamilyPayment(children, paise, '2027-03-31');
        // What each child's share pays of their own lines, oldest first (as the counter pays a child).
        const paid = children.flatMap((c) => {
          let left = shares.find((s) => s.studentId === c.studentId)?.paise ?? 0;
          return [...c.lines]
            .map((l, i) => ({ l, i }))
            .sort((a, b) => a.l.dueDate.localeCompare(b.l.dueDate) || a.i - b.i)
            .map(({ l }) => {
              const took = Math.min(left, l.feeDuePaise + l.lateDuePaise);
              left -= took;
              return { dueDate: l.dueDate, unpaid: l.feeDuePaise + l.lateDuePaise - took, took };
            });
        });
        const latestPaid = paid
          .filter((p) => p.took > 0)
          .map((p) => p.dueDate)
          .sort()
          .at(-1);
        if (latestPaid) for (const p of paid.filter((x) => x.dueDate < latestPaid)) expect(p.unpaid).toBe(0);
      }),
    );
  });

  it('on the same due date pays the elder child first', () => {
    const lines = (id: string) => [{ instalmentId: id, dueDate: '2026-06-10', feeDuePaise: 500_000, lateDuePaise: 0 }];
    const { shares } = splitFamilyPayment(
      [
        { studentId: 'kavya', lines: lines('a') },
        { studentId: 'arjun', lines: lines('b') },
      ],
      600_000,
      '2026-11-28',
    );
    expect(shares).toEqual([
      { studentId: 'kavya', paise: 500_000 },
      { studentId: 'arjun', paise: 100_000 },
    ]);
  });
});
