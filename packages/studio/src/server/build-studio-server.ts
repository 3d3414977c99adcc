import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createTenant } from '@wl/tenant-config/node';
import type {
  CheckAnswer,
  StudioFiles,
  StudioRefusal,
  StudioSession,
  WidgetInfo,
} from '../shared/studio-api.js';
import { uploadAsset } from './asset-upload.js';
import { dictionarySources, interfaceAnswer, startedDictionary } from './dictionary-sources.js';
import { fileForms } from './file-forms.js';
import { folderDiff } from './folder-diff.js';
import type { PreviewSite } from './preview-site.js';
import { writeProposal } from './save-folder.js';
import { guardStudio } from './studio-guard.js';
import {
  listTenants,
  proposeChange,
  readStudioTenant,
  type Proposal,
  type StudioFolder,
} from './studio-folder.js';

export interface StudioServerOptions extends StudioFolder {
  /** The start's secret every call carries. */
  secret: string;
  /** The studio page's build (index.html and assets/); without it the page says how to build it. */
  uiDir?: string;
  /** The preview site, when the runtime is built. */
  preview?: PreviewSite;
  /** Why there is no preview, shown by the page. */
  previewMissing?: string;
}

interface CodeParams {
  code: string;
}
interface FilesBody {
  files?: StudioFiles;
}

function filesOf(body: unknown): StudioFiles | null {
  const files = (body as FilesBody | null)?.files;
  return files !== null && typeof files === 'object' && !Array.isArray(files) ? files : null;
}

function answer(code: string, proposal: Proposal): CheckAnswer {
  return {
    ok: proposal.messages.length === 0,
    messages: proposal.messages,
    changes: folderDiff(code, proposal.before, proposal.writes),
  };
}

function after(proposal: Proposal): Record<string, string> {
  const files = { ...proposal.before };
  for (const [file, text] of Object.entries(proposal.writes)) {
    if (text === null) delete files[file];
    else files[file] = text;
  }
  return files;
}

/** Refuses a call with a key the studio's page translates (`refusals.<key>`). */
const refuse = (
  reply: FastifyReply,
  status: number,
  refusal: StudioRefusal['refusal'],
  code?: string,
) =>
  reply
    .code(status)
    .send({ refusal, ...(code === undefined ? {} : { code }) } satisfies StudioRefusal);

type CodeRequest = FastifyRequest<{ Params: CodeParams }>;

/**
 * The change a check, preview or save call proposes for its tenant: the `files` it sends, checked
 * (`proposeChange`). Undefined once the call is refused: no `files` (400), no such tenant (404).
 */
async function proposalOf(
  folder: StudioFolder,
  request: CodeRequest,
  reply: FastifyReply,
): Promise<{ code: string; proposal: Proposal } | undefined> {
  const { code } = request.params;
  const files = filesOf(request.body);
  if (!files) {
    await refuse(reply, 400, 'expectedFiles');
    return undefined;
  }
  const proposal = await proposeChange(folder, code, files);
  if (!proposal) {
    await refuse(reply, 404, 'unknownTenant', code);
    return undefined;
  }
  return { code, proposal };
}

/**
 * The studio's server: its page and the calls it makes — list tenants, read one, check a change
 * without writing (with the folder's diff), preview it, save it, create a tenant. Every call goes
 * through `guardStudio`; every change through `proposeChange` (the check of `tenant:check`).
 */
export function buildStudioServer(options: StudioServerOptions): FastifyInstance {
  // Room for an image over the asset budget, so the check can say it is over.
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
  guardStudio(app, options.secret);
  const folder: StudioFolder = { tenantsDir: options.tenantsDir, facts: options.facts };

  const uiIndex = options.uiDir ? join(options.uiDir, 'index.html') : undefined;
  if (options.uiDir && uiIndex && existsSync(uiIndex)) {
    void app.register(fastifyStatic, {
      root: join(options.uiDir, 'assets'),
      prefix: '/assets/',
      index: false,
    });
  }
  app.get('/', async (_request, reply) => {
    if (!uiIndex || !existsSync(uiIndex))
      return reply
        .type('text/plain')
        .send('The studio page is not built: run `pnpm studio` (it builds the page first).');
    return reply.type('text/html').send(readFileSync(uiIndex, 'utf8'));
  });

  app.get('/api/session', (_request, reply) =>
    reply.send({
      preview: options.preview !== undefined,
      ...(options.previewMissing ? { previewMissing: options.previewMissing } : {}),
      pagePaths: Object.fromEntries(
        Object.entries(options.facts.routeAddresses ?? {})
          .filter(([, addresses]) => addresses[0] !== undefined && !addresses[0].includes(':'))
          .map(([page, addresses]) => [page, addresses[0] ?? '/']),
      ),
    } satisfies StudioSession),
  );

  app.get('/api/tenants', (_request, reply) => reply.send(listTenants(folder)));

  app.get('/api/widgets', (_request, reply) =>
    reply.send(
      Object.entries(options.facts.widgetSchemas)
        .map(([type, schema]): WidgetInfo => ({ type, schema }))
        .sort((a, b) => (a.type < b.type ? -1 : 1)),
    ),
  );

  const forms = fileForms();
  app.get('/api/file-forms', (_request, reply) => reply.send(forms));

  const texts = interfaceAnswer(folder);
  app.get('/api/interface-texts', (_request, reply) => reply.send(texts));

  app.get<{ Params: { language: string } }>('/api/dictionaries/:language', (request, reply) =>
    reply.send(dictionarySources(folder, request.params.language)),
  );

  app.get<{ Params: { language: string; from: string } }>(
    '/api/dictionaries/:language/:from',
    (request, reply) => {
      const { language, from } = request.params;
      const dictionary = startedDictionary(folder, language, from);
      if (!dictionary) return refuse(reply, 404, 'noDictionary', from);
      return reply.send(dictionary);
    },
  );

  app.get<{ Params: CodeParams }>('/api/tenants/:code', async (request, reply) => {
    const tenant = readStudioTenant(folder, request.params.code);
    if (!tenant) return refuse(reply, 404, 'unknownTenant', request.params.code);
    const previewPort = options.preview ? await options.preview.open(tenant.code) : null;
    return { ...tenant, previewPort };
  });

  app.post<{ Params: CodeParams }>('/api/tenants/:code/check', async (request, reply) => {
    const change = await proposalOf(folder, request, reply);
    return change ? answer(change.code, change.proposal) : reply;
  });

  app.post<{ Params: CodeParams }>('/api/tenants/:code/preview', async (request, reply) => {
    const change = await proposalOf(folder, request, reply);
    if (!change) return reply;
    const result = answer(change.code, change.proposal);
    if (result.ok) options.preview?.show(change.code, after(change.proposal));
    return result;
  });

  app.post<{ Params: CodeParams }>('/api/tenants/:code/save', async (request, reply) => {
    const change = await proposalOf(folder, request, reply);
    if (!change) return reply;
    const result = answer(change.code, change.proposal);
    if (!result.ok) return reply.code(422).send(result);
    writeProposal(options.tenantsDir, change.code, change.proposal.writes);
    options.preview?.reset(change.code);
    return result;
  });

  app.post<{ Params: CodeParams }>('/api/tenants/:code/assets', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { code } = request.params;
    if (typeof body.name !== 'string' || typeof body.base64 !== 'string')
      return refuse(reply, 400, 'expectedUpload');
    const messages = uploadAsset(folder, code, body.name, Buffer.from(body.base64, 'base64'));
    if (messages.length > 0) return reply.code(422).send({ ok: false, messages });
    options.preview?.copyAsset(code, body.name);
    const tenant = readStudioTenant(folder, code);
    return { ok: true, messages, assets: tenant?.assets ?? [] };
  });

  app.post('/api/tenants', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (key: string): string | undefined =>
      typeof body[key] === 'string' && body[key] !== '' ? body[key] : undefined;
    const result = createTenant({
      dir: options.tenantsDir,
      code: text('code') ?? '',
      name: text('name'),
      language: text('language'),
      app: options.facts,
    });
    if (!result.ok) return reply.code(422).send({ ok: false, lines: result.lines });
    return { ok: true, code: text('code'), lines: result.lines };
  });

  return app;
}
