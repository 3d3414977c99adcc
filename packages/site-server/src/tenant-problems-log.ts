import type { FastifyBaseLogger } from 'fastify';
import type { ConfigError } from '@wl/tenant-config/node';

/** Logs each tenant configuration problem with its file and JSON pointer. */
export function logTenantProblems(log: FastifyBaseLogger, problems: readonly ConfigError[]): void {
  for (const problem of problems) {
    log.error(
      { file: problem.file, pointer: problem.pointer },
      `tenant config: ${problem.file}#${problem.pointer}: ${problem.message}`,
    );
  }
}
