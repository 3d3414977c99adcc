import { describe, expect, it } from 'vitest';
import { loadAllWidgetSchemas } from './index.js';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Pointers of the settings (and of the fields of listed items) that have no `title`. */
function untitled(node: unknown, pointer: string): string[] {
  if (!isNode(node)) return [];
  const found: string[] = [];
  if (isNode(node.properties)) {
    for (const [name, setting] of Object.entries(node.properties)) {
      const at = `${pointer}/properties/${name}`;
      if (!isNode(setting) || typeof setting.title !== 'string' || setting.title.trim() === '')
        found.push(at);
      found.push(...untitled(setting, at));
    }
  }
  if (isNode(node.items)) found.push(...untitled(node.items, `${pointer}/items`));
  if (isNode(node.$defs)) {
    for (const [name, def] of Object.entries(node.$defs))
      found.push(...untitled(def, `${pointer}/$defs/${name}`));
  }
  return found;
}

describe("widgets' settings schemas", () => {
  it('give every setting a title, the label an operator reads in the tenant studio', async () => {
    const schemas = await loadAllWidgetSchemas();
    expect(Object.keys(schemas).length).toBeGreaterThan(20);
    const missing = Object.entries(schemas).flatMap(([type, schema]) =>
      untitled(schema, '').map((pointer) => `${type}: ${pointer}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds a setting without a title, inside listed items too', () => {
    expect(
      untitled(
        {
          properties: {
            limit: { title: 'Number of games', type: 'integer' },
            links: { title: 'Links', items: { properties: { href: { type: 'string' } } } },
          },
        },
        '',
      ),
    ).toEqual(['/properties/links/items/properties/href']);
  });
});
