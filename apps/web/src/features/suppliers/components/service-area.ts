import { stateName, type Supplier } from '@school-portal/contract';

/** Where a supplier delivers, in a few words for a card: "All India", "Pune, Satara", "12 districts". */
export function serviceAreaText(s: Pick<Supplier, 'servesAllIndia' | 'serviceDistricts'>, all = false): string {
  if (s.servesAllIndia) return 'All India';
  const names = s.serviceDistricts.map((d) => (all ? `${d.district} (${stateName(d.state)})` : d.district));
  return all || names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more districts`;
}
