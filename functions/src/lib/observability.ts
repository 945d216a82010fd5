import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One logger for every function. It logs route keys, statuses, durations, ids and counts only:
 * never events, bodies, transcripts or reports (no patient data in logs).
 */
export const logger = new Logger({ serviceName: 'befundklar' });
