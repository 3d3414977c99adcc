import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonFileText } from './json-files.js';
import { inlineObjectPaths } from './json-layout.js';

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
    expect([...inlineObjectPaths(before)]).toEqual(['/gameLaunch', '/money']);
    expect([...inlineObjectPaths('{ "a": [{ "b": {\n "c": 1 } }, { "d": "}" }] }')]).toEqual([
      '',
      '/a/0',
      '/a/1',
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
});
