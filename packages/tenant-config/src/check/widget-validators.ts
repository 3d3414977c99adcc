import type { ValidateFunction } from 'ajv';
import type { ErrorSink } from './tenant-view.js';
import { createAjv } from './tenant-schemas.js';

/** Compiled widget settings schemas, by widget type. */
export class WidgetValidators {
  readonly types: string[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(schemas: Record<string, Record<string, unknown>>, sink: ErrorSink) {
    this.types = Object.keys(schemas).sort();
    const ajv = createAjv({ strict: false });
    for (const type of this.types) {
      const { $id: _id, ...schema } = schemas[type] ?? {};
      try {
        this.compiled.set(type, ajv.compile(schema));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        sink.add(`schema.json of widget "${type}"`, '', `not a usable JSON Schema: ${reason}`);
      }
    }
  }

  has(type: string): boolean {
    return this.types.includes(type);
  }

  validator(type: string): ValidateFunction | undefined {
    return this.compiled.get(type);
  }
}
