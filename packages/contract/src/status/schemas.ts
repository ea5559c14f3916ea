import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';

/** Worst last: the overall level is the highest-ranked level of any part. */
export const SERVICE_LEVELS = ['ok', 'warn', 'down'] as const;
export const ServiceLevelSchema = z.enum(SERVICE_LEVELS);
export type ServiceLevel = z.infer<typeof ServiceLevelSchema>;

export const SERVICE_PART_KEYS = [
  'database',
  'migrations',
  'mail',
  'worker',
  'backups',
  'replication',
  'memory',
] as const;

export const ServicePartSchema = z.object({
  key: z.enum(SERVICE_PART_KEYS),
  label: z.string(),
  level: ServiceLevelSchema,
  /** One sentence a person can act on, e.g. "3 mails waiting; the oldest for 20 min". */
  summary: z.string(),
  /** Already formatted for display (durations and sizes, never absolute times, which the reader's zone would change). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ServicePart = z.infer<typeof ServicePartSchema>;

/** The answer of GET /api/status: what the super admin's Backend Service Status screen shows. */
export const ServiceStatusSchema = z.object({
  checkedAt: IsoDateSchema,
  overall: ServiceLevelSchema,
  appVersion: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  parts: z.array(ServicePartSchema),
  /** What the super admin's dashboard warns of at its top (a backup copy off the disk older than a day). */
  warnings: z.array(z.string()),
});
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;
