import ajvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyServerOptions,
} from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Validator = ReturnType<FastifySchemaCompiler<unknown>>;
type Serializer = ReturnType<FastifySerializerCompiler<unknown>>;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for responses), each route's
 * schema compiled the first time a request needs it rather than when the app starts. Compiling
 * the routes' ~380 request and response schemas took two to three seconds of every start, in
 * production and in each API test file, most of it for routes the process would not call soon.
 * A schema that does not compile is found by `schemas.test.ts`, which compiles every route's.
 */
export function compileOnFirstUse(): CompilersFactory {
  const buildValidatorFromPool = ajvCompiler();
  const buildSerializerFromPool = SerializerSelector();
  return {
    buildValidator: (...pool: Parameters<typeof buildValidatorFromPool>) => {
      // Its types say it takes a bare schema; it is called, and works, with Fastify's route
      // definition ({ schema, method, url, httpPart }).
      const compile = buildValidatorFromPool(...pool) as unknown as FastifySchemaCompiler<unknown>;
      const compileOnFirstRequest: FastifySchemaCompiler<unknown> = (routeSchema) => {
        let validate: Validator | undefined;
        // Fastify reads a failed validation's errors from the function it was given.
        const validateOnFirstUse: Validator = (data) => {
          validate ??= compile(routeSchema);
          const result = validate(data);
          validateOnFirstUse.errors = validate.errors;
          return result;
        };
        return validateOnFirstUse;
      };
      return compileOnFirstRequest as unknown as ReturnType<typeof buildValidatorFromPool>;
    },
    buildSerializer: (...pool: Parameters<typeof buildSerializerFromPool>) => {
      const compile = buildSerializerFromPool(...pool);
      return (routeSchema) => {
        let serialize: Serializer | undefined;
        return (data) => (serialize ??= compile(routeSchema))(data);
      };
    },
  };
}
