import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES, feesApi, type FeeInstalment } from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { clerk } = t;
let keys = 0;

describe('copying a fee structure', () => {
  it('copies every head of a class to three classes at once, replacing their copied heads and keeping their others', async () => {
    const from = await createClass(t.app, t.school.code, `Class 6 ${++keys}`);
    const targets = [
      await createClass(t.app, t.school.code, `Class 7 ${keys}`),
      await createClass(t.app, t.school.code, `Class 8 ${keys}`),
      await createClass(t.app, t.school.code, `Class 9 ${keys}`),
    ];
    const tuition = (await clerk().call(feesApi.addHead, { body: { name: `Tuition ${keys}` } })).json<{
      _id: string;
    }>();
    const exam = (await clerk().call(feesApi.addHead, { body: { name: `Exam ${keys}` } })).json<{ _id: string }>();
    const lab = (await clerk().call(feesApi.addHead, { body: { name: `Lab ${keys}` } })).json<{ _id: string }>();
    await clerk().call(feesApi.setStructure, {
      body: { classId: from.schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2200, dueDay: 10 },
    });
    await clerk().call(feesApi.setStructure, {
      body: { classId: from.schoolClass.id, headId: exam._id, frequency: 'termly', amount: 600, dueDay: 15 },
    });
    // Class 7 had its own tuition (replaced) and a lab fee (kept).
    await clerk().call(feesApi.setStructure, {
      body: {
        classId: targets[0]!.schoolClass.id,
        headId: tuition._id,
        frequency: 'yearly',
        amount: 20_000,
        dueDay: 1,
      },
    });
    await clerk().call(feesApi.setStructure, {
      body: { classId: targets[0]!.schoolClass.id, headId: lab._id, frequency: 'yearly', amount: 900, dueDay: 1 },
    });

    const res = await clerk().call(feesApi.copyStructure, {
      body: { fromClassId: from.schoolClass.id, toClassIds: targets.map((c) => c.schoolClass.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ className: string; instalments: number }[]>().map((c) => c.instalments)).toEqual([14, 14, 14]);
    const structureOf = async (classId: string) =>
      (await clerk().call(feesApi.structure, { query: { classId } }))
        .json<FeeInstalment[]>()
        .map((i) => `${i.headName} ${i.label} ${i.dueDate} ${i.amount}`);
    const source = await structureOf(from.schoolClass.id);
    expect(await structureOf(targets[1]!.schoolClass.id)).toEqual(source);
    expect((await structureOf(targets[0]!.schoolClass.id)).sort()).toEqual(
      [...source, `Lab ${keys} Yearly 2026-04-01 900`].sort(),
    );
  });

  it('refuses the whole copy when a target has fees of a copied head collected, and classes of another institute or year by the field', async () => {
    const from = await createClass(t.app, t.school.code, `Class 4 ${++keys}`);
    const paidClass = await createClass(t.app, t.school.code, `Class 5 ${keys}`);
    const fresh = await createClass(t.app, t.school.code, `Class 3 ${keys}`);
    const head = (await clerk().call(feesApi.addHead, { body: { name: `Tuition ${keys}` } })).json<{ _id: string }>();
    await clerk().call(feesApi.setStructure, {
      body: { classId: from.schoolClass.id, headId: head._id, frequency: 'yearly', amount: 9000, dueDay: 10 },
    });
    const [paidInstalment] = (
      await clerk().call(feesApi.setStructure, {
        body: { classId: paidClass.schoolClass.id, headId: head._id, frequency: 'yearly', amount: 9500, dueDay: 10 },
      })
    ).json<FeeInstalment[]>();
    const student = await createStudent(t.app, t.school.code, { sectionId: paidClass.sections[0]!.id });
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `copy-key-${keys}`,
        paidOn: '2026-06-01',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: [{ instalmentId: paidInstalment!._id, amount: 9500 }],
      },
    });
    expect(paid.statusCode).toBe(201);

    const refused = await clerk().call(feesApi.copyStructure, {
      body: { fromClassId: from.schoolClass.id, toClassIds: [fresh.schoolClass.id, paidClass.schoolClass.id] },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, FEE_MESSAGES.structureHasPayments]);
    expect((await clerk().call(feesApi.structure, { query: { classId: fresh.schoolClass.id } })).json()).toEqual([]);

    const theirs = await createClass(t.app, t.other.code);
    const other = await clerk().call(feesApi.copyStructure, {
      body: { fromClassId: from.schoolClass.id, toClassIds: [theirs.schoolClass.id] },
    });
    expect([other.statusCode, other.json().fieldErrors]).toEqual([400, { toClassIds: FEE_MESSAGES.classNotFound }]);
    const lastYear = await createClass(t.app, t.school.code, `Class 4 ${keys} old`, ['A'], 2025);
    const otherYear = await clerk().call(feesApi.copyStructure, {
      body: { fromClassId: from.schoolClass.id, toClassIds: [lastYear.schoolClass.id] },
    });
    expect([otherYear.statusCode, otherYear.json().fieldErrors]).toEqual([
      400,
      { toClassIds: FEE_MESSAGES.copyOtherYear },
    ]);
    const itself = await clerk().call(feesApi.copyStructure, {
      body: { fromClassId: from.schoolClass.id, toClassIds: [from.schoolClass.id] },
    });
    expect([itself.statusCode, itself.json().fieldErrors]).toEqual([400, { toClassIds: FEE_MESSAGES.copyToItself }]);
  });
});
