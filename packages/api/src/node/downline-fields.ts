import type { EndpointDef } from '../endpoint.js';

/** A query or body parameter that names an account of the caller's team. */
export interface DownlineField {
  in: 'query' | 'body';
  name: string;
  /** `integer` when the account is named by its id, else by its username. */
  kind: 'id' | 'username';
}

/** The API schema's marker: a parameter schema with `"x-downline": true` (schemas/api/team.json). */
const MARKER = 'x-downline';

function fieldsOf(schema: Record<string, unknown> | undefined, where: DownlineField['in']) {
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties)
    .filter(([, property]) => property[MARKER] === true)
    .map(([name, property]): DownlineField => ({
      in: where,
      name,
      kind: property.type === 'integer' ? 'id' : 'username',
    }));
}

/**
 * The parameters of an endpoint marked as naming a downline (docs/product/agent.md#team-scope):
 * the server refuses any value outside the caller's subtree.
 */
export function downlineFields(endpoint: Pick<EndpointDef, 'query' | 'body'>): DownlineField[] {
  return [...fieldsOf(endpoint.query, 'query'), ...fieldsOf(endpoint.body, 'body')];
}
