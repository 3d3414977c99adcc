import { describe, expect, it } from 'vitest';
import {
  formatApiSchemaProblems,
  readEndpointFiles,
  validateApiSchemaFiles,
  type ApiSchemaFile,
} from './node/index.js';

type Endpoint = Record<string, unknown>;

function endpointFilesWith(edit: (files: ApiSchemaFile[]) => void): ApiSchemaFile[] {
  const files = structuredClone(readEndpointFiles());
  edit(files);
  return files;
}

function file(files: ApiSchemaFile[], name: string): ApiSchemaFile {
  const found = files.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function endpoint(files: ApiSchemaFile[], name: string, id: string): Endpoint {
  const found = (file(files, name).json.endpoints as Endpoint[]).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

describe('API schema files', () => {
  it('are all valid', () => {
    const problems = validateApiSchemaFiles();
    expect(formatApiSchemaProblems(problems)).toBe('');
  });

  it('hold one file per domain', () => {
    expect(readEndpointFiles().map((f) => f.name)).toEqual([
      'agent.json',
      'captcha.json',
      'content.json',
      'games.json',
      'live.json',
      'lottery.json',
      'member.json',
      'points.json',
      'promotions.json',
      'records.json',
      'reports.json',
      'rewards.json',
      'security.json',
      'session.json',
      'system.json',
      'team.json',
      'verification.json',
      'wallet.json',
    ]);
  });
});

describe('validateApiSchemaFiles detects', () => {
  it('an endpoint that breaks the format', () => {
    const files = endpointFilesWith((f) => {
      delete endpoint(f, 'system.json', 'system.status').response;
    });
    const problems = validateApiSchemaFiles({ endpointFiles: files });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'system.json', pointer: '/endpoints/0' }),
    );
  });

  it('a duplicate id and a duplicate route', () => {
    const files = endpointFilesWith((f) => {
      const copy = structuredClone(endpoint(f, 'system.json', 'system.status'));
      (file(f, 'system.json').json.endpoints as Endpoint[]).push(copy);
    });
    const messages = validateApiSchemaFiles({ endpointFiles: files }).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringContaining('duplicate id system.status'));
    expect(messages).toContainEqual(
      expect.stringContaining('duplicate route GET /wps/system/status'),
    );
  });

  it('an id outside its file domain', () => {
    const files = endpointFilesWith((f) => {
      endpoint(f, 'captcha.json', 'captcha.image').id = 'member.captcha';
    });
    const messages = validateApiSchemaFiles({ endpointFiles: files }).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringContaining('must start with "captcha."'));
  });

  it('a $ref that resolves nowhere', () => {
    const files = endpointFilesWith((f) => {
      endpoint(f, 'wallet.json', 'wallet.merchantWallet').response = {
        $ref: 'common.json#/$defs/nope',
      };
    });
    const problems = validateApiSchemaFiles({ endpointFiles: files });
    expect(problems).toContainEqual({
      file: 'wallet.json',
      pointer: '/endpoints/3/response',
      message: 'unresolvable $ref common.json#/$defs/nope',
    });
  });

  it('an encrypted endpoint without a body, and a non-public one without token', () => {
    const files = endpointFilesWith((f) => {
      endpoint(f, 'system.json', 'system.country').encrypted = true;
      endpoint(f, 'member.json', 'member.info').token = false;
    });
    const messages = validateApiSchemaFiles({ endpointFiles: files }).map((p) => p.message);
    expect(messages).toContain(
      'system.country: an encrypted (E) endpoint must be POST or PUT with a body',
    );
    expect(messages).toContain('member.info: access session needs token true');
  });

  it('a schema that does not compile', () => {
    const files = endpointFilesWith((f) => {
      endpoint(f, 'captcha.json', 'captcha.image').response = { type: 'string', pattern: '(' };
    });
    const problems = validateApiSchemaFiles({ endpointFiles: files });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'captcha.json', pointer: '/endpoints/0/response' }),
    );
  });
});
