type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A widget's schema as its settings form shows it: each setting's `title` (its label; the
 * widgets' schemas give every setting one) put through `translate`, its `description` (its help)
 * through `help`, and the type names that item
 * schemas carry as titles (`HeaderBlock`) left out, so a form shows no name written for code.
 */
export function translatedTitles(
  schema: Node,
  translate: (title: string) => string,
  help: (description: string) => string = (description) => description,
): Node {
  const walk = (node: unknown, isSetting: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, false));
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const')
        out[key] = value;
      else if (key === 'title') {
        if (isSetting && typeof value === 'string') out.title = translate(value);
      } else if (key === 'description' && isSetting && typeof value === 'string')
        out.description = help(value);
      else if (key === 'properties' && isNode(value))
        out.properties = Object.fromEntries(
          Object.entries(value).map(([name, setting]) => [name, walk(setting, true)]),
        );
      else if (key === '$defs' && isNode(value))
        out.$defs = Object.fromEntries(
          Object.entries(value).map(([name, def]) => [name, walk(def, false)]),
        );
      else out[key] = walk(value, false);
    }
    return out;
  };
  return walk(schema, false) as Node;
}

/** Every setting title a schema holds. */
export function settingTitles(schema: Node): string[] {
  const titles: string[] = [];
  translatedTitles(schema, (title) => {
    titles.push(title);
    return title;
  });
  return titles;
}

/** Every setting description (help text) a schema holds. */
export function settingDescriptions(schema: Node): string[] {
  const descriptions: string[] = [];
  translatedTitles(
    schema,
    (title) => title,
    (description) => {
      descriptions.push(description);
      return description;
    },
  );
  return descriptions;
}
