type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A widget's schema as its settings form shows it: each setting's `title` (its label; the
 * widgets' schemas give every setting one) put through `translate`, its `description` (its help)
 * through `help` (and so is the schema's own description, which heads the form), and the type names that item
 * schemas carry as titles (`HeaderBlock`) left out, so a form shows no name written for code.
 * A list's item description (`HeaderBlock`'s list of block kinds) joins the list's own help, so
 * the form shows it once, translated, instead of under every item in English.
 */
export function translatedTitles(
  schema: Node,
  translate: (title: string) => string,
  help: (description: string) => string = (description) => description,
): Node {
  const defs = isNode(schema.$defs) ? schema.$defs : {};
  /** The schema of a list setting's items (through `$ref` into `$defs`), with its def's name. */
  const itemOf = (setting: Node): { item: Node; def?: string } | undefined => {
    if (!isNode(setting.items)) return undefined;
    const ref = setting.items.$ref;
    const def = typeof ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(ref)?.[1] : undefined;
    if (def === undefined) return { item: setting.items };
    return isNode(defs[def]) ? { item: defs[def], def } : undefined;
  };
  /** The $defs whose description a list setting shows as its own help. */
  const movedDefs = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    if (!isNode(node)) return;
    const found = itemOf(node);
    if (found?.def !== undefined && typeof found.item.description === 'string')
      movedDefs.add(found.def);
    Object.values(node).forEach(collect);
  };
  collect(schema);
  const walk = (node: unknown, isSetting: boolean, isItem = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, false));
    if (!isNode(node)) return node;
    const out: Node = {};
    const itemHelp = isSetting ? itemOf(node)?.item.description : undefined;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const')
        out[key] = value;
      else if (key === 'title') {
        if (isSetting && typeof value === 'string') out.title = translate(value);
      } else if (key === 'description' && isItem) continue;
      else if (key === 'description' && isSetting && typeof value === 'string')
        out.description = help(value);
      else if (key === 'items' && isSetting) out.items = walk(value, false, true);
      else if (key === 'properties' && isNode(value))
        out.properties = Object.fromEntries(
          Object.entries(value).map(([name, setting]) => [name, walk(setting, true)]),
        );
      else if (key === '$defs' && isNode(value))
        out.$defs = Object.fromEntries(
          Object.entries(value).map(([name, def]) => [name, walk(def, false, movedDefs.has(name))]),
        );
      else out[key] = walk(value, false);
    }
    if (typeof itemHelp === 'string') {
      const own = typeof out.description === 'string' ? `${out.description} ` : '';
      out.description = own + help(itemHelp);
    }
    return out;
  };
  const shown = walk(schema, false) as Node;
  // The widget's or file's own description heads its form: help too.
  if (typeof schema.description === 'string') shown.description = help(schema.description);
  return shown;
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
