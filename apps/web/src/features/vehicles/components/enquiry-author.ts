/**
 * Who wrote a bus enquiry, as its thread heads it: the person and their school, or the school alone when the
 * account has no name of its own (an institute admin's account is named by the school, so the enquiry's
 * name is the school's: "Sunrise Public School (Sunrise Public School)" said it twice).
 */
export const enquiryAuthor = (name: string, institute: string): string =>
  name.trim() === '' || name.trim().toLowerCase() === institute.trim().toLowerCase()
    ? institute
    : `${name} (${institute})`;
