/** Pictures as an upload would carry them: the first bytes decide the type, whatever the name says. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
export const GIF = Buffer.from('GIF89a-not-allowed');

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart form as a browser would send it: the payload and its content type (with the boundary). */
export async function multipartForm(fields: Record<string, string | Buffer | undefined>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value]), `${key}.bin`);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
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
  state: 'TN',
  district: 'Chennai',
  taluk: 'Mylapore',
  maxExpectedSalary: 45000,
  teachingLevels: ['TGT'],
  qualifications: ['BED', 'POSTGRADUATE'],
  eligibilityTests: ['CTET_2'],
  languages: ['en', 'ta'],
} as const;
