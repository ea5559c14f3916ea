import type { Config } from './config.ts';
import type { Db, DatabaseKind } from './db/client.ts';
import type { SearchCache } from './db/search-cache.ts';
import type { TokenService } from './modules/auth/index.ts';
import type { RateLimits } from './plugins/rate-limit.ts';

/** What every module is handed explicitly; nothing reaches for globals. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  tokens: TokenService;
  rateLimits: RateLimits;
  startedAt: Date;
  /** Browse Jobs' and Find Employee's pages answered lately (decision 018). */
  searchCache: SearchCache;
}
