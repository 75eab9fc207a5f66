import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Options = { validate: boolean };

/**
 * Answers are written by serializers compiled from their zod response schema (converted to JSON
 * Schema for fast-json-stringify, Fastify's own serializer): a field the schema does not name
 * never leaves the server, in any environment. Outside production the answer is also checked
 * against the zod schema first, so a handler that breaks its contract fails its tests.
 */
export function schemaSerializerCompiler({ validate }: Options): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType))
      throw new Error(`${method} ${url}: response schemas must be zod schemas`);
    // Compiled on the route's first answer, not at start: a process (a test file, an instance
    // starting) pays only for the routes it serves, and compiling every one took 0.4 s per start.
    let compiled: ((data: unknown) => string) | undefined;
    const stringify = (data: unknown) => (compiled ??= compileStringify(schema))(data);
    if (!validate) return stringify;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}

/** fast-json-stringify's writer for a zod response schema (serializer.test.ts compiles every one). */
export function compileStringify(schema: z.ZodType): (data: unknown) => string {
  return fastJson(toJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  // `null` answers (204) are written as nothing by Fastify; any other body follows its schema.
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  delete (json as { $schema?: string }).$schema;
  return json;
}
