import { privacyApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Everything the portal holds about the signed-in job seeker, saved by the browser as one JSON file. */
export async function downloadMyData(userId: string): Promise<void> {
  const data = await call(privacyApi.myData);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${userId}.json` });
  link.click();
  URL.revokeObjectURL(url);
}
