/**
 * The drills by one command, on clusters of their own (ports 5433-5436; the server on 5432 is not touched):
 *   npm run drill -- failover     the primary killed under 20 writers, the standby promoted (failover-drill.ts)
 *   npm run drill -- pitr         a restore to the moment before a mistaken bulk delete (pitr-drill.ts)
 * Needs root and pg_createcluster (Debian's postgresql). With DATABASE_URL set, a drill that passes is recorded
 * in that database, where the Backend Service Status page shows it.
 */
import { openDatabase } from '../../src/db/client.ts';
import { recordDrill } from '../../src/ops/drill-record.ts';
import { runFailoverDrill } from './failover-drill.ts';
import { clustersUnavailable } from './pg-clusters.ts';
import { runPitrDrill } from './pitr-drill.ts';

const kind = process.argv.slice(2).find((a) => a === 'failover' || a === 'pitr');
if (!kind) {
  console.error('Usage: npm run drill -- failover|pitr');
  process.exit(2);
}
const unavailable = clustersUnavailable();
if (unavailable) {
  console.error(`The drill cannot run here: ${unavailable}.`);
  process.exit(2);
}
const log = (line: string) => console.log(`${kind}: ${line}`);
let summary: string;
let passed: boolean;
if (kind === 'failover') {
  const f = await runFailoverDrill({ log });
  summary =
    `${f.receiptsAcknowledged} receipts acknowledged, ${f.receiptsLost} lost, ${f.receiptsDuplicated} duplicated, ` +
    `numbers ${f.numbersGapless ? 'gapless' : 'NOT gapless'}; ${f.secondsWithoutService} s without service, ` +
    `${f.failedRequests} requests failed during the switch`;
  console.log(JSON.stringify(f, null, 2));
  passed = f.receiptsLost === 0 && f.receiptsDuplicated === 0 && f.numbersGapless && f.jobsLost === 0;
} else {
  const f = await runPitrDrill({ log });
  summary =
    `${f.receiptsRestored} of ${f.receiptsBefore} receipts before the moment restored, ` +
    `${f.receiptsAfterAbsent} of ${f.receiptsAfter} after it absent; replay took ${f.restoreSeconds} s`;
  console.log(JSON.stringify(f, null, 2));
  passed = f.receiptsRestored === f.receiptsBefore && f.receiptsAfterAbsent === f.receiptsAfter;
}
console.log(`${passed ? 'PASSED' : 'FAILED'}: ${summary}`);
if (passed && process.env.DATABASE_URL) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
  await recordDrill(database.db, kind, summary);
  await database.close();
  console.log('Recorded in the database: the Backend Service Status page shows it.');
}
process.exit(passed ? 0 : 1);
