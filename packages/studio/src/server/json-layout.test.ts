import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonFileText } from './json-files.js';
import { objectLayout } from './json-layout.js';

const tenantsDir = fileURLToPath(new URL('../../../../tenants', import.meta.url));

const before = `{
  "$schema": "../../schemas/tenant/tenant.schema.json",
  "displayName": "Goal Line",
  "hostnames": ["goalline.example.com"],
  "gameLaunch": { "openIn": "currentTab" },
  "api": {
    "upstream": null,
    "encryption": "upstream-script"
  },
  "money": { "currency": "THB", "display": "full" }
}
`;

describe("a saved file's layout", () => {
  it('finds the objects a file writes on one line', () => {
    expect([...objectLayout(before)]).toEqual([
      ['', false],
      ['/gameLaunch', true],
      ['/api', false],
      ['/money', true],
    ]);
    expect([...objectLayout('{ "a": [{ "b": {\n "c": 1 } }, { "d": "}" }] }')]).toEqual([
      ['', true],
      ['/a/0', true],
      ['/a/0/b', false],
      ['/a/1', true],
    ]);
  });

  it('keeps the lines of what did not change as the author wrote them', async () => {
    const { $schema: _hint, ...value } = JSON.parse(before) as Record<string, unknown>;
    const text = await jsonFileText(
      tenantsDir,
      'tenant.json',
      { ...value, displayName: 'Goalline Sports', appDownload: { ios: 'https://a.example/ios' } },
      '../../schemas/tenant/tenant.schema.json',
      before,
    );
    expect(text).toBe(
      before
        .replace('"Goal Line"', '"Goalline Sports"')
        .replace(/\n}\n$/, ',\n  "appDownload": {\n    "ios": "https://a.example/ios"\n  }\n}\n'),
    );
  });

  it("writes a new list's objects on a line each, as the tenants' files do", async () => {
    const blocks = ['logo', 'balance', 'shortcuts', 'member-menu', 'language', 'navigation'];
    const text = await jsonFileText(
      tenantsDir,
      'layout.json',
      {
        header: {
          sections: { header: { settings: { blocks: blocks.map((type) => ({ type })) } } },
        },
      },
      undefined,
    );
    expect(text).toContain('"blocks": [\n            { "type": "logo" },\n');
    expect(text).toContain('"settings": {\n');
  });
});
