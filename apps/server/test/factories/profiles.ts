/** Pictures as an upload would carry them (2×2 pixels): the first bytes decide the type, whatever the name says. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTjtjnHaGAUIBACS2BZUFBQd/AAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIALNP/Z',
  'base64',
);
export const GIF = Buffer.from('GIF89a-not-allowed');

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart form as a browser would send it: the payload and its content type (with the boundary). */
export async function multipartForm(
  fields: Record<string, string | Buffer | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value]), `${key}.bin`);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A complete institute profile (Pune, Maharashtra), as the form sends it. */
export const INSTITUTE_PROFILE = {
  instituteName: 'Sunrise Public School',
  affiliationNumber: 'CBSE-1130456',
  schoolType: 'High School',
  board: 'CBSE',
  state: 'MH',
  district: 'Pune',
  address: '12 Baner Road, Pune 411045',
  contactPerson: 'Anita Deshmukh',
  phone: '9822012345',
} as const;

/** A complete job seeker profile (a TGT mathematics teacher in Chennai). */
export const JOBSEEKER_PROFILE = {
  name: 'Kavya Raman',
  phone: '9840012345',
  dob: '1994-06-15',
  totalExp: 6,
  schoolLevel: 'secondary',
  syllabus: 'CBSE',
  subject: 'Mathematics',
  // By name, as spec section 3 has it (the web sends the code, TN): the answer gives it back by name.
  state: 'Tamil Nadu',
  district: 'Chennai',
  taluk: 'Mylapore',
  maxExpectedSalary: 45000,
  teachingLevels: ['TGT'],
  qualifications: ['BED', 'POSTGRADUATE'],
  eligibilityTests: ['CTET_2'],
  languages: ['en', 'ta'],
} as const;
