import type { SchoolClass } from '@school-portal/contract';

/** Sections grouped by class, as a Mantine Select's data: "Class 5 A" under "Class 5". */
export const sectionOptions = (classes: SchoolClass[]) =>
  classes
    .filter((c) => c.sections.length > 0)
    .map((c) => ({ group: c.name, items: c.sections.map((s) => ({ value: s._id, label: `${c.name} ${s.name}` })) }));

export const classOptions = (classes: SchoolClass[]) => classes.map((c) => ({ value: c._id, label: c.name }));
