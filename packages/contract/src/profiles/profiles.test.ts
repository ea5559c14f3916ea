import { describe, expect, it } from 'vitest';
import { InstituteProfileFormSchema } from './institute.ts';
import { profileCompleteness } from './completeness.ts';
import { ageOn, JobseekerProfileFormSchema, type JobseekerProfile } from './jobseeker.ts';

const seeker: JobseekerProfile = {
  _id: 'id',
  userId: 'JS100001',
  email: 'kavya@example.in',
  name: 'Kavya Raman',
  phone: '9840012345',
  dob: '1994-06-15',
  totalExp: 6,
  schoolLevel: 'secondary',
  syllabus: 'CBSE',
  subject: 'Mathematics',
  subjectId: 'mathematics',
  state: 'Tamil Nadu',
  stateCode: 'TN',
  district: 'Chennai',
  taluk: 'Mylapore',
  isLookingForJob: true,
  profilePicture: '/api/profile-pictures/x',
  maxExpectedSalary: 45000,
  teachingLevels: ['TGT'],
  qualifications: ['BED'],
  eligibilityTests: ['CTET_2'],
  languages: ['en'],
  isProfileCompleted: true,
  summary: null,
  education: [],
  workHistory: [],
  cv: null,
};

describe('job seeker profile completeness', () => {
  it('is 100% with nothing missing when every part is filled in', () => {
    expect(profileCompleteness(seeker)).toEqual({ percent: 100, missing: [] });
  });

  it('lists what is missing, in order, and counts each part once', () => {
    const result = profileCompleteness({ ...seeker, profilePicture: null, eligibilityTests: [], subject: null });
    expect(result.missing).toEqual(['Level, syllabus and subject', 'Profile picture', 'Eligibility tests passed']);
    expect(result.percent).toBe(75);
  });

  it('a new account with only name and phone is far from complete', () => {
    const fresh = {
      ...seeker,
      dob: null,
      totalExp: null,
      schoolLevel: null,
      syllabus: null,
      subject: null,
      state: null,
      district: null,
      taluk: null,
    };
    const { percent, missing } = profileCompleteness({
      ...fresh,
      profilePicture: null,
      maxExpectedSalary: null,
      teachingLevels: [],
      qualifications: [],
      eligibilityTests: [],
      languages: [],
    });
    expect(percent).toBe(8);
    expect(missing).toHaveLength(11);
  });
});

describe('job seeker profile form', () => {
  const form = { ...seeker, totalExp: 6, maxExpectedSalary: 45000, taluk: 'Mylapore' };

  it('accepts a subject of the chosen level and syllabus, and refuses one of another', () => {
    expect(JobseekerProfileFormSchema.safeParse(form).success).toBe(true);
    const wrong = JobseekerProfileFormSchema.safeParse({
      ...form,
      schoolLevel: 'primary',
      subject: 'Physics',
      syllabus: 'State',
    });
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['subject']);
  });

  it("takes another spelling of a subject on the syllabus's list as that subject", () => {
    const state = JobseekerProfileFormSchema.safeParse({
      ...form,
      schoolLevel: 'primary',
      syllabus: 'State',
      subject: 'Mathematics',
    });
    expect(state.data?.subject).toBe('mathematics');
  });

  it('treats an empty optional salary or taluk as none', () => {
    const parsed = JobseekerProfileFormSchema.parse({ ...form, maxExpectedSalary: '', taluk: '' });
    expect([parsed.maxExpectedSalary, parsed.taluk]).toEqual([null, null]);
  });

  it('counts age in whole years, birthdays included', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });
});

describe('institute profile form', () => {
  const institute = {
    instituteName: 'Sunrise Public School',
    affiliationNumber: 'CBSE-1130456',
    schoolType: 'High School',
    board: 'CBSE',
    state: 'MH',
    district: 'Pune',
    address: '12 Baner Road',
    contactPerson: 'Anita Deshmukh',
    phone: '+91 98220 12345',
  };

  it('normalises the phone and requires a district of the state', () => {
    expect(InstituteProfileFormSchema.parse(institute).phone).toBe('9822012345');
    const wrong = InstituteProfileFormSchema.safeParse({ ...institute, district: 'Chennai' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['district', 'Choose a district of the chosen state.'],
    ]);
  });
});
