/**
 * A PostgreSQL address naming several servers, as libpq writes it:
 *   postgres://user@primary:5432,standby:5432/portal?target_session_attrs=read-write
 * node-postgres (8.23) takes one host only (multi-host support is an open pull request, brianc/node-postgres#3643),
 * so the portal splits the list itself: one single-host address per server, tried in turn by db/failover.ts.
 */
export interface DatabaseHosts {
  /** Each server's own address (user, database and the other parameters kept), in the order written. */
  urls: string[];
  /** `read-write` (or `primary`): only a server that takes writes will do; `any`: the first that answers. */
  target: 'any' | 'read-write';
}

const PATTERN = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

/** Answers null when `url` is not a postgres:// address at all. */
export function parseDatabaseHosts(url: string): DatabaseHosts | null {
  const match = PATTERN.exec(url);
  if (!match) return null;
  const [, scheme, userInfo = '', hostList = '', rest = ''] = match;
  const hosts = hostList.split(',');
  if (hosts.some((h) => !/^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d{1,5})?$/i.test(h))) return null;
  // target_session_attrs is libpq's, not node-postgres's: taken out, so the driver does not pass it to the server.
  const [path = '', query = ''] = rest.split('?', 2);
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs') ?? 'any';
  params.delete('target_session_attrs');
  const tail = params.size ? `${path}?${params.toString()}` : path;
  const urls = hosts.map((host) => `${scheme}${userInfo}${host}${tail}`);
  try {
    for (const u of urls) new URL(u);
  } catch {
    return null;
  }
  return { urls, target: attrs === 'read-write' || attrs === 'primary' ? 'read-write' : 'any' };
}
