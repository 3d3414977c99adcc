import type { AnyWidgetDefinition } from './define-widget.js';
import type { WidgetServer } from './widget-server.js';

/** The server declarations of every widget that has some, by type (node: the site server). */
export async function loadWidgetServers(
  definitions: readonly AnyWidgetDefinition[],
): Promise<ReadonlyMap<string, WidgetServer>> {
  const entries = await Promise.all(
    definitions.flatMap((definition) =>
      definition.server
        ? [definition.server().then(({ default: server }) => [definition.type, server] as const)]
        : [],
    ),
  );
  return new Map(entries as [string, WidgetServer][]);
}
