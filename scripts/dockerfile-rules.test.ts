import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const dockerfile = DockerfileParser.parse(readFileSync(`${ROOT}Dockerfile`, 'utf8'));
const ignored = readFileSync(`${ROOT}.dockerignore`, 'utf8').split('\n');

const froms = dockerfile.getFROMs();
const stageOf = (name: string): Instruction[] => {
  const start = froms.findIndex((from) => from.getBuildStage() === name);
  const end = froms[start + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
  const first = froms[start]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
  return dockerfile
    .getInstructions()
    .filter((i) => i.getRange().start.line > first && i.getRange().start.line < end);
};
const runs = (stage: string): string[] =>
  stageOf(stage)
    .filter((i) => i.getKeyword() === 'RUN')
    .map((i) => i.getArgumentsContent() ?? '');
const runtime = stageOf('runtime');
const keyword = (name: string) => runtime.filter((i) => i.getKeyword() === name);

describe('Dockerfile (docs/deployment.md#image)', () => {
  it('has no syntax problems and pins every base image to a version', () => {
    expect(froms.length).toBeGreaterThanOrEqual(3);
    for (const from of froms) {
      const image = from.getImageName();
      if (froms.some((stage) => stage.getBuildStage() === image)) continue;
      expect(from.getImageTag()).toMatch(/^\d+\.\d+/);
    }
  });

  it('installs from the lockfile, builds, and installs production dependencies only for the image', () => {
    expect(runs('build').join('\n')).toMatch(/pnpm install --frozen-lockfile/);
    expect(runs('build').join('\n')).toMatch(/pnpm build/);
    expect(runs('prod-deps').join('\n')).toMatch(/pnpm install --frozen-lockfile --prod/);
  });

  it('is the last stage, copies only from earlier stages, and runs as a non-root user', () => {
    expect(froms.at(-1)?.getBuildStage()).toBe('runtime');
    for (const copy of keyword('COPY')) expect(copy.getTextContent()).toMatch(/^COPY --from=/);
    const user = keyword('USER').at(-1)?.getArgumentsContent();
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // Files belong to root: the process cannot change its own code.
    for (const copy of keyword('COPY')) expect(copy.getTextContent()).toMatch(/--chown=root/);
  });

  it('runs in production mode, probes /healthz, stops on SIGTERM and starts in exec form', () => {
    const env = keyword('ENV')
      .map((i) => i.getArgumentsContent())
      .join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    // Writable paths are /tmp only (read-only root filesystem).
    expect(env).toMatch(/WL_TENANTS_CHECKOUT=\/tmp\//);
    expect(keyword('HEALTHCHECK')[0]?.getArgumentsContent()).toMatch(/\/healthz/);
    expect(keyword('STOPSIGNAL')[0]?.getArgumentsContent()).toBe('SIGTERM');
    expect(keyword('CMD').at(-1)?.getArgumentsContent()).toMatch(/^\[".*main\.ts"\]$/);
  });

  it('keeps installed modules, builds, git history and local files out of the build context', () => {
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env', 'test-results'])
      expect(ignored).toContain(entry);
  });
});
