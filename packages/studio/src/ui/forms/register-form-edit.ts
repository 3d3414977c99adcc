import { findPatternKind, isPlainObject } from '@wl/tenant-config';

type Node = Record<string, unknown>;

/** The field rules (`schema.properties`) of a register form, or an empty object. */
function fieldsOf(form: unknown): Node {
  const schema = isPlainObject(form) ? form.schema : undefined;
  const fields = isPlainObject(schema) ? schema.properties : undefined;
  return isPlainObject(fields) ? fields : {};
}

/**
 * A register form as its generated form changed it, written as the file says it
 * (tenants/README.md#register-fields): a field's `pattern` is its pattern kind's (it goes with the
 * kind), a field the operator gave a rule is a string field, and a field the form only showed
 * empty is not added. `false` (a field switched off) stays as it is.
 */
export function registerFormEdit(before: unknown, next: Node): Node {
  const previous = fieldsOf(before);
  const fields: Node = {};
  for (const [name, rule] of Object.entries(fieldsOf(next))) {
    if (!isPlainObject(rule)) {
      fields[name] = rule;
      continue;
    }
    const clean: Node = Object.fromEntries(
      Object.entries(rule).filter(([, value]) => value !== undefined),
    );
    const kind =
      typeof clean['x-patternId'] === 'string' ? findPatternKind(clean['x-patternId']) : undefined;
    if (kind) clean.pattern = kind.pattern;
    else delete clean.pattern;
    if (Object.keys(clean).length === 0 && !(name in previous)) continue;
    fields[name] = { type: 'string', ...clean };
  }
  const schema = isPlainObject(next.schema) ? next.schema : {};
  return { ...next, schema: { ...schema, properties: fields } };
}
