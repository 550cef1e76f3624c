/** Test helper: a widget's props as the runtime hands them over, after its schema's check. */
import * as v from 'valibot';
import type { PropsSchema } from '../../../src/islands/props-schema';

export function islandProps<S extends PropsSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  return v.parse(schema, raw);
}
