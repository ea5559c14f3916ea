import { describe, expect, it } from 'vitest';
import {
  FAMILY_MESSAGES as M,
  familiesApi,
  feeReportsApi,
  feesApi,
  type DuesByClass,
  type SiblingRule,
  type StudentDues,
  type StudentFamily,
} from '@school-portal/contract';
import { createFamilyOfTwo, createStudent, twoInstitutes } from '../../../test/factories.ts';

/*
 * The office links brothers and sisters (suggested when the guardian's phone is the same), and the school's sibling
 * concession takes its share off the second child's fees by itself, in every figure the school reads.
 */

const t = twoInstitutes();

const familyOf = async (studentId: string) =>
  (await t.clerk().call(familiesApi.ofStudent, { params: { studentId } })).json<StudentFamily>();
const link = (studentId: string, siblingId: string) =>
  t.clerk().call(familiesApi.link, { params: { studentId }, body: { siblingId } });
const dues = async (studentId: string) =>
  (await t.clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();

describe('brothers and sisters', () => {
  it("are suggested by the guardian's phone, linked in one click, and listed eldest first", async () => {
    const { elder, younger } = await createFamilyOfTwo(t.app, t.school.code, { linked: false });
    const before = await familyOf(younger.id);
    expect(before.family).toBeNull();
    expect(before.suggestions.map((s) => s.name)).toEqual(['Kavya Senthil']);

    const res = await link(younger.id, elder.id);
    expect(res.statusCode).toBe(200);
    const after = res.json<StudentFamily>();
    expect(after.family?.children.map((c) => [c.name, c.dob])).toEqual([
      ['Kavya Senthil', '2014-05-02'],
      ['Arjun Senthil', '2018-09-15'],
    ]);
    expect(after.suggestions).toEqual([]);
    expect((await familyOf(elder.id)).family?._id).toBe(after.family?._id);
  });

  it('adds a third child to the family the first two are in', async () => {
    const { elder, younger, familyId } = await createFamilyOfTwo(t.app, t.school.code);
    const third = await createStudent(t.app, t.school.code, { name: 'Nila Senthil', dob: '2020-01-20' });
    expect((await link(third.id, younger.id)).statusCode).toBe(200);
    const family = await familyOf(elder.id);
    expect([family.family?._id, family.family?.children.map((c) => c.name)]).toEqual([
      familyId,
      ['Kavya Senthil', 'Arjun Senthil', 'Nila Senthil'],
    ]);
  });

  it('refuses a child as their own sibling, a child of another school, and two children of two families', async () => {
    const { elder } = await createFamilyOfTwo(t.app, t.school.code);
    const self = await link(elder.id, elder.id);
    expect([self.statusCode, self.json().fieldErrors]).toEqual([400, { siblingId: M.siblingIsSelf }]);

    const elsewhere = await createStudent(t.app, t.other.code);
    const foreign = await link(elder.id, elsewhere.id);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, M.siblingNotFound]);

    const another = await createFamilyOfTwo(t.app, t.school.code);
    const two = await link(elder.id, another.elder.id);
    expect([two.statusCode, two.json().message]).toEqual([409, M.inOtherFamily]);
    expect((await familyOf(another.elder.id)).family?.children).toHaveLength(2);
  });

  it('takes a child out; a family left with one child is no family', async () => {
    const { elder, younger } = await createFamilyOfTwo(t.app, t.school.code);
    const res = await t.clerk().call(familiesApi.unlink, { params: { studentId: younger.id } });
    expect([res.statusCode, res.json<StudentFamily>().family]).toEqual([200, null]);
    expect((await familyOf(elder.id)).family).toBeNull();
    const again = await t.clerk().call(familiesApi.unlink, { params: { studentId: younger.id } });
    expect([again.statusCode, again.json().message]).toEqual([400, M.notInFamily]);
  });

  it("are another school's business: its students and families answer 404", async () => {
    const { elder, younger } = await createFamilyOfTwo(t.app, t.school.code);
    const other = t.app.as(t.other.staff);
    expect((await other.call(familiesApi.ofStudent, { params: { studentId: elder.id } })).statusCode).toBe(404);
    const res = await other.call(familiesApi.link, {
      params: { studentId: elder.id },
      body: { siblingId: younger.id },
    });
    expect(res.statusCode).toBe(404);
    expect((await other.call(familiesApi.unlink, { params: { studentId: elder.id } })).statusCode).toBe(404);
  });
});

describe('the sibling concession', () => {
  it('takes 10% of the head off each instalment of the second child only, and goes when the rule or the link goes', async () => {
    const { head, elder, younger } = await createFamilyOfTwo(t.app, t.school.code);
    const set = await t
      .admin()
      .call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'percent', value: 10 } });
    expect([set.statusCode, set.json<SiblingRule>().rule]).toEqual([
      200,
      { headId: head.id, headName: head.name, mode: 'percent', value: 10 },
    ]);
    expect((await dues(elder.id)).totalDue).toBe(18_000);
    const second = await dues(younger.id);
    expect([second.totalDue, second.dues[0]?.concession, second.dues[0]?.gross]).toEqual([5_400, 600, 6_000]);

    // Dues by Class adds up the stored lines: the younger child's class is charged ₹5,400, as the counter says.
    const report = (await t.clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === younger.sectionClassId)?.due).toBe(5_400);

    await t.clerk().call(familiesApi.unlink, { params: { studentId: younger.id } });
    expect((await dues(younger.id)).totalDue).toBe(6_000);
    await t.clerk().call(familiesApi.link, { params: { studentId: younger.id }, body: { siblingId: elder.id } });
    expect((await dues(younger.id)).totalDue).toBe(5_400);
    expect((await t.admin().call(familiesApi.removeSiblingRule)).statusCode).toBe(200);
    expect((await dues(younger.id)).totalDue).toBe(6_000);
  });

  it('takes a whole-rupee amount off each instalment, rounds a percent up to the paisa, and never below nothing', async () => {
    const { head, younger } = await createFamilyOfTwo(t.app, t.school.code);
    await t.admin().call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'amount', value: 750 } });
    expect((await dues(younger.id)).totalDue).toBe(5_250);
    await t.admin().call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'percent', value: 33.33 } });
    // 33.33% of ₹6,000 is ₹1,999.80: the concession is that, to the paisa.
    expect((await dues(younger.id)).totalDue).toBe(4_000.2);
    await t.admin().call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'amount', value: 9_000 } });
    expect((await dues(younger.id)).totalDue).toBe(0);
  });

  it('is set by the institute admin only, on a head of the school, with clear errors by field', async () => {
    const { head } = await createFamilyOfTwo(t.app, t.school.code);
    const clerk = await t
      .clerk()
      .call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'percent', value: 10 } });
    expect(clerk.statusCode).toBe(403);
    const tooMuch = await t
      .admin()
      .call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'percent', value: 120 } });
    expect([tooMuch.statusCode, tooMuch.json().fieldErrors]).toEqual([400, { value: 'At most 100 percent.' }]);
    const other = await t.app
      .as(t.other.admin)
      .call(familiesApi.setSiblingRule, { body: { headId: head.id, mode: 'percent', value: 10 } });
    expect([other.statusCode, other.json().fieldErrors]).toEqual([400, { headId: M.headNotFound }]);
    expect((await t.app.as(t.other.admin).call(familiesApi.siblingRule)).json<SiblingRule>().rule).toBeNull();
  });
});
