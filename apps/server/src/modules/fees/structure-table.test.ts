import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  feeStructureTableApi,
  feesApi,
  type FeeInstalment,
  type StructureTableBody,
} from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';
import { indianToday } from './fee-math.ts';

const t = twoInstitutes();
const { clerk } = t;
let keys = 0;

const addHead = async (name: string) =>
  (await clerk().call(feesApi.addHead, { body: { name: `${name} ${++keys}` } })).json<{ _id: string; name: string }>();
const structureOf = async (classId: string) =>
  (await clerk().call(feesApi.structure, { query: { classId } })).json<FeeInstalment[]>();
const saveTable = (body: StructureTableBody) => clerk().call(feeStructureTableApi.setStructureTable, { body });

describe('the fee structure as one table', () => {
  it("replaces a class's whole structure at once: each cell its own amount, 0 leaves the instalment out, a head left out is removed", async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const [tuition, transport, lab] = [await addHead('Tuition'), await addHead('Transport'), await addHead('Lab')];
    await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: lab._id, frequency: 'yearly', amount: 900, dueDay: 1 },
    });
    // No bus in May and June; tuition rises in the second half.
    const res = await saveTable({
      classId: schoolClass.id,
      rows: [
        { headId: tuition._id, frequency: 'termly', dueDay: 10, amounts: [12_000, 13_000] },
        {
          headId: transport._id,
          frequency: 'monthly',
          dueDay: 5,
          amounts: [1500, 0, 0, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await structureOf(schoolClass.id);
    expect(saved.filter((i) => i.headId === tuition._id).map((i) => [i.label, i.dueDate, i.amount])).toEqual([
      ['Term 1', '2026-04-10', 12_000],
      ['Term 2', '2026-10-10', 13_000],
    ]);
    expect(saved.filter((i) => i.headId === transport._id).map((i) => i.label)).not.toContain('May');
    expect(saved.filter((i) => i.headId === transport._id)).toHaveLength(10);
    expect(saved.some((i) => i.headId === lab._id)).toBe(false);
  });

  it('a three-term school (Tamil Nadu, Kerala) charges Term 1, 2 and 3, four months apart, each its own amount', async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const tuition = await addHead('Tuition');
    const res = await saveTable({
      classId: schoolClass.id,
      rows: [{ headId: tuition._id, frequency: 'threeTerms', dueDay: 10, amounts: [8_500, 8_000, 7_500] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await structureOf(schoolClass.id);
    expect(saved.map((i) => [i.label, i.dueDate, i.amount])).toEqual([
      ['Term 1', '2026-04-10', 8_500],
      ['Term 2', '2026-08-10', 8_000],
      ['Term 3', '2026-12-10', 7_500],
    ]);
    // Three cells, no more.
    const four = await saveTable({
      classId: schoolClass.id,
      rows: [{ headId: tuition._id, frequency: 'threeTerms', dueDay: 10, amounts: [1, 2, 3, 4] }],
    });
    expect(four.statusCode).toBe(400);
  });

  it("takes an empty cell as nothing due (the Fee Manager's table sends what its inputs hold), and a cell of text is refused by its field", async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const head = await addHead('Tuition');
    const res = await saveTable({
      classId: schoolClass.id,
      rows: [{ headId: head._id, frequency: 'quarterly', dueDay: 10, amounts: [4500, '', 4500, ''] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await structureOf(schoolClass.id)).map((i) => [i.label, i.amount])).toEqual([
      ['Quarter 1', 4500],
      ['Quarter 3', 4500],
    ]);
    const text = await clerk().put('/api/fees/structure/table', {
      classId: schoolClass.id,
      rows: [{ headId: head._id, frequency: 'yearly', dueDay: 10, amounts: ['4,500'] }],
    });
    expect([text.statusCode, text.json().fieldErrors]).toEqual([
      400,
      { 'rows.0.amounts.0': 'Enter the amount, or 0 where nothing is due.' },
    ]);
  });

  it('refuses a bad cell by its field, and changes nothing', async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const head = await addHead('Tuition');
    await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'yearly', amount: 900, dueDay: 1 },
    });
    const before = await structureOf(schoolClass.id);
    const badCell = await saveTable({
      classId: schoolClass.id,
      rows: [{ headId: head._id, frequency: 'quarterly', dueDay: 10, amounts: [100, -5, 100, 100] }],
    });
    expect([badCell.statusCode, Object.keys(badCell.json().fieldErrors)]).toEqual([400, ['rows.0.amounts.1']]);
    const short = await saveTable({
      classId: schoolClass.id,
      rows: [{ headId: head._id, frequency: 'quarterly', dueDay: 10, amounts: [100] }],
    });
    expect([short.statusCode, Object.keys(short.json().fieldErrors)]).toEqual([400, ['rows.0.amounts']]);
    const twice = await saveTable({
      classId: schoolClass.id,
      rows: [
        { headId: head._id, frequency: 'yearly', dueDay: 10, amounts: [1] },
        { headId: head._id, frequency: 'yearly', dueDay: 10, amounts: [1] },
      ],
    });
    expect([twice.statusCode, Object.keys(twice.json().fieldErrors)]).toEqual([400, ['rows.1.headId']]);
    const theirs = (await t.app.as(t.other.staff).call(feesApi.addHead, { body: { name: `Theirs ${++keys}` } })).json<{
      _id: string;
    }>();
    const other = await saveTable({
      classId: schoolClass.id,
      rows: [
        { headId: head._id, frequency: 'yearly', dueDay: 1, amounts: [900] },
        { headId: theirs._id, frequency: 'yearly', dueDay: 10, amounts: [1] },
      ],
    });
    expect([other.statusCode, other.json().fieldErrors]).toEqual([400, { 'rows.1.headId': FEE_MESSAGES.headNotFound }]);
    expect(await structureOf(schoolClass.id)).toEqual(before);
  });

  it('saves with a collected head left as it was, and refuses the whole table when a collected head would change', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code);
    const [tuition, exam] = [await addHead('Tuition'), await addHead('Exam')];
    const [yearly] = (
      await clerk().call(feesApi.setStructure, {
        body: { classId: schoolClass.id, headId: tuition._id, frequency: 'yearly', amount: 9000, dueDay: 10 },
      })
    ).json<FeeInstalment[]>();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      admissionDate: '2026-04-01',
    });
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `table-key-${++keys}`,
        paidOn: indianToday(new Date()),
        mode: 'cash',
        allocations: [{ instalmentId: yearly!._id, amount: 9000 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const kept = await saveTable({
      classId: schoolClass.id,
      rows: [
        { headId: tuition._id, frequency: 'yearly', dueDay: 10, amounts: [9000] },
        { headId: exam._id, frequency: 'termly', dueDay: 15, amounts: [600, 600] },
      ],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await structureOf(schoolClass.id)).find((i) => i.headId === tuition._id)?._id).toBe(yearly!._id);

    const changed = await saveTable({
      classId: schoolClass.id,
      rows: [
        { headId: exam._id, frequency: 'termly', dueDay: 15, amounts: [700, 700] },
        { headId: tuition._id, frequency: 'yearly', dueDay: 10, amounts: [9500] },
      ],
    });
    expect([changed.statusCode, changed.json().fieldErrors]).toEqual([
      409,
      { 'rows.1.headId': FEE_MESSAGES.structureHasPayments },
    ]);
    expect((await structureOf(schoolClass.id)).filter((i) => i.headId === exam._id).map((i) => i.amount)).toEqual([
      600, 600,
    ]);
  });
});
