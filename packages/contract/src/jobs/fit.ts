import type { EligibilityTest, TeachingLevel } from '../reference/teaching.ts';
import type { SchoolLevel } from '../reference/subjects.ts';
import type { StateCode } from '../reference/states.ts';

/** What a job asks, as fit compares it. */
export interface JobTerms {
  subject: string | null;
  teachingLevel: TeachingLevel | null;
  stateCode: StateCode | null;
  district: string | null;
  eligibilityTests: readonly EligibilityTest[];
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
  totalExp: number | null;
}

/** A teaching level's school level: PRT and NTT teach primary; TGT and PGT secondary. */
const SCHOOL_LEVEL_OF: Record<TeachingLevel, SchoolLevel> = {
  NTT: 'primary',
  PRT: 'primary',
  TGT: 'secondary',
  PGT: 'secondary',
};

/**
 * How well a teacher and a job fit, in the order schools and teachers weigh it: subject first, then
 * level, then place (the district counts more than the state alone), an eligibility test the job asks
 * for, and experience within the job's range. Each part outweighs all later ones together.
 */
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
  {
    part: 'eligibility test',
    weight: 2,
    fits: (j: JobTerms, t: TeacherTerms) => j.eligibilityTests.some((test) => t.eligibilityTests.includes(test)),
  },
  {
    part: 'experience',
    weight: 1,
    fits: (j: JobTerms, t: TeacherTerms) =>
      t.totalExp !== null &&
      j.experienceMin <= t.totalExp &&
      (j.experienceMax >= t.totalExp || j.experienceMax <= j.experienceMin),
  },
] as const;

export type FitPart = (typeof PARTS)[number]['part'];

export interface Fit {
  score: number;
  parts: FitPart[];
}

export function fitOf(job: JobTerms, teacher: TeacherTerms): Fit {
  const matched = PARTS.filter((p) => p.fits(job, teacher));
  return { score: matched.reduce((sum, p) => sum + p.weight, 0), parts: matched.map((p) => p.part) };
}

const list = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Why a result fits, as the screen says it: "Matches your subject and district"; null when nothing does. */
export function fitReason(parts: readonly FitPart[], whose: 'your' | "your job's" = 'your'): string | null {
  return parts.length ? `Matches ${whose} ${list([...parts])}` : null;
}
