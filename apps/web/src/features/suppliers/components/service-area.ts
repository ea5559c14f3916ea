import { type Supplier } from '@school-portal/contract';
import { t } from '../../../lib/i18n';
import { stateOf } from '../../../lib/place';

/** Where a supplier delivers, in a few words for a card: "All India", "Pune, Satara", "12 districts". */
export function serviceAreaText(s: Pick<Supplier, 'servesAllIndia' | 'serviceDistricts'>, all = false): string {
  if (s.servesAllIndia) return t(/*i18n*/ 'All India');
  const names = s.serviceDistricts.map((d) => (all ? `${d.district} (${stateOf(d.state)})` : d.district));
  return all || names.length <= 3
    ? names.join(', ')
    : t(/*i18n*/ '{districts} and {count} more districts', {
        districts: names.slice(0, 2).join(', '),
        count: names.length - 2,
      });
}
