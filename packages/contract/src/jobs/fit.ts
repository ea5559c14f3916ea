import type { EligibilityTest, Qualification, TeachingLevel } from '../reference/teaching.ts';
import { eligibilityTestLabel, qualificationLabel } from '../reference/teaching.ts';
import type { SchoolLevel } from '../reference/subjects.ts';
import { subjectName } from '../reference/subjects.ts';
import type { StateCode } from '../reference/states.ts';

/** What a job asks, as fit compares it. */
export interface JobTerms {
  subject: string | null;
  teachingLevel: TeachingLevel | null;
  stateCode: StateCode | null;
  district: string | null;
  eligibilityTests: readonly EligibilityTest[];
  qualifications: readonly Qualification[];
  experienceMin: number;
  experienceMax: number;
}

/** What a teacher offers, as fit compares it. */
export interface TeacherTerms {
  subject: string | null;
  schoolLevel: SchoolLevel | null;
  teachingLevels: readonly TeachingLevel[];
  stateCode: StateCode | null;
  district: string | null;
  eligibilityTests: readonly EligibilityTest[];
  qualifications: readonly Qualification[];
  totalExp: number | null;
}

/** A teaching level's school level: PRT and NTT teach primary; TGT and PGT secondary. */
const SCHOOL_LEVEL_OF: Record<TeachingLevel, SchoolLevel> = {
  NTT: 'primary',
  PRT: 'primary',
  TGT: 'secondary',
  PGT: 'secondary',
};

/** What a higher qualification also proves: a postgraduate is a graduate, an M.Ed holds a B.Ed. */
const ALSO_HOLDS: Partial<Record<Qualification, readonly Qualification[]>> = {
  PHD: ['POSTGRADUATE', 'GRADUATE'],
  POSTGRADUATE: ['GRADUATE'],
  MED: ['BED'],
  MPED: ['BPED'],
};

/**
 * A job's qualifications come in two kinds: a degree and a teacher training. Within a kind the ones a job
 * lists are alternatives, as schools write them ("B.Ed / D.El.Ed"); each kind it lists is needed ("Graduate
 * with B.Ed").
 */
const DEGREES: readonly Qualification[] = ['GRADUATE', 'POSTGRADUATE', 'PHD'];

/** The qualifications a job asks that the teacher lacks: one per kind, the kind's alternatives together. */
function missingQualifications(job: JobTerms, teacher: TeacherTerms): Qualification[][] {
  const held = new Set(teacher.qualifications.flatMap((q) => [q, ...(ALSO_HOLDS[q] ?? [])]));
  const kinds = [
    job.qualifications.filter((q) => DEGREES.includes(q)),
    job.qualifications.filter((q) => !DEGREES.includes(q)),
  ];
  return kinds.filter((asked) => asked.length > 0 && !asked.some((q) => held.has(q)));
}

/** Where a teacher's years stand against the job's range (a job giving only a minimum has no top). */
function experienceStand(job: JobTerms, teacher: TeacherTerms): 'fits' | 'below' | 'above' | 'unknown' {
  const asked = job.experienceMin > 0 || job.experienceMax > job.experienceMin;
  if (!asked) return 'fits';
  if (teacher.totalExp === null) return 'unknown';
  if (teacher.totalExp < job.experienceMin) return 'below';
  if (job.experienceMax > job.experienceMin && teacher.totalExp > job.experienceMax) return 'above';
  return 'fits';
}

const testFits = (job: JobTerms, teacher: TeacherTerms) =>
  job.eligibilityTests.length === 0 || job.eligibilityTests.some((test) => teacher.eligibilityTests.includes(test));

/** The must-haves a job can ask: a teacher missing one is not what the job asks, however near. */
export type MustHave = 'experience' | 'eligibility test' | 'qualification';

/** The rest, in the order they weigh among teachers who meet the same must-haves. */
const PARTS = [
  { part: 'subject', weight: 32, fits: (j: JobTerms, t: TeacherTerms) => !!j.subject && j.subject === t.subject },
  {
    part: 'level',
    weight: 16,
    fits: (j: JobTerms, t: TeacherTerms) =>
      !!j.teachingLevel &&
      (t.teachingLevels.includes(j.teachingLevel) ||
        (t.teachingLevels.length === 0 && SCHOOL_LEVEL_OF[j.teachingLevel] === t.schoolLevel)),
  },
  {
    part: 'district',
    weight: 8 + 4,
    fits: (j: JobTerms, t: TeacherTerms) => !!j.district && j.district === t.district && j.stateCode === t.stateCode,
  },
  {
    part: 'state',
    weight: 4,
    fits: (j: JobTerms, t: TeacherTerms) => !!j.stateCode && j.stateCode === t.stateCode && j.district !== t.district,
  },
] as const;

export type FitPart = (typeof PARTS)[number]['part'];

/** Every part above together weighs less than one must-have. */
const MUST_HAVE_WEIGHT = 64;
const MUST_HAVES = 3;

export interface Fit {
  score: number;
  /** The parts that match (subject, level, place). */
  parts: FitPart[];
  /** The must-haves the teacher lacks; empty when she meets all the job asks. */
  missing: MustHave[];
}

/**
 * How well a teacher and a job fit. The job's must-haves come first: its experience range, its eligibility
 * test and its qualifications. A teacher meeting them all ranks above one missing any, whatever the place (a
 * school cannot appoint a teacher without the TET its board asks, however near she lives); fewer missing
 * rank above more. Among equals, subject, then level, then place (the district counts more than the state
 * alone) order them, each outweighing all later ones together.
 */
export function fitOf(job: JobTerms, teacher: TeacherTerms): Fit {
  const missing: MustHave[] = [
    ...(experienceStand(job, teacher) === 'fits' ? [] : (['experience'] as const)),
    ...(testFits(job, teacher) ? [] : (['eligibility test'] as const)),
    ...(missingQualifications(job, teacher).length === 0 ? [] : (['qualification'] as const)),
  ];
  const matched = PARTS.filter((p) => p.fits(job, teacher));
  return {
    score: (MUST_HAVES - missing.length) * MUST_HAVE_WEIGHT + matched.reduce((sum, p) => sum + p.weight, 0),
    parts: matched.map((p) => p.part),
    missing,
  };
}

/** A screen's or mail's translator: the English text is the id (decision 020). */
export type FitTranslate = (id: string, values?: Record<string, unknown>) => string;

/**
 * Why a result is ranked where it is, in the reader's language: what matches, then what is missing, e.g.
 * "Mathematics TGT, 6 years, State TET Paper II, same state" or "Mathematics, same district; below the 3
 * years asked; no State TET Paper II". Null when nothing matches and nothing is asked.
 */
export function fitReason(job: JobTerms, teacher: TeacherTerms, t: FitTranslate): string | null {
  const fit = fitOf(job, teacher);
  const matches: string[] = [];
  const missing: string[] = [];
  const subject = fit.parts.includes('subject') && job.subject ? t(subjectName(job.subject)) : null;
  const level = fit.parts.includes('level') ? job.teachingLevel : null;
  const what = [subject, level].filter(Boolean).join(' ');
  if (what) matches.push(what);
  const stand = experienceStand(job, teacher);
  if (stand === 'fits' && (job.experienceMin > 0 || job.experienceMax > job.experienceMin) && teacher.totalExp !== null)
    matches.push(t(/*i18n*/ '{count, plural, one {# year} other {# years}}', { count: teacher.totalExp }));
  if (stand === 'below') missing.push(t(/*i18n*/ 'below the {min} years asked', { min: job.experienceMin }));
  if (stand === 'above') missing.push(t(/*i18n*/ 'more than the {max} years asked', { max: job.experienceMax }));
  if (stand === 'unknown') missing.push(t(/*i18n*/ 'experience not given'));
  if (job.eligibilityTests.length) {
    const held = job.eligibilityTests.filter((test) => teacher.eligibilityTests.includes(test));
    if (held.length) matches.push(...held.map((test) => t(eligibilityTestLabel(test))));
    else
      missing.push(
        t(/*i18n*/ 'no {what}', {
          what: job.eligibilityTests.map((test) => t(eligibilityTestLabel(test))).join(' / '),
        }),
      );
  }
  const lacking = missingQualifications(job, teacher);
  const askedHeld = job.qualifications.filter((q) => !lacking.flat().includes(q) && teacher.qualifications.includes(q));
  matches.push(...askedHeld.map((q) => t(qualificationLabel(q))));
  for (const kind of lacking)
    missing.push(t(/*i18n*/ 'no {what}', { what: kind.map((q) => t(qualificationLabel(q))).join(' / ') }));
  if (fit.parts.includes('district')) matches.push(t(/*i18n*/ 'same district'));
  if (fit.parts.includes('state')) matches.push(t(/*i18n*/ 'same state'));
  const sentence = [matches.join(', '), ...missing].filter(Boolean).join('; ');
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : null;
}
