/**
 * RJSF's validator for registry forms: @rjsf/validator-ajv8's precompiled-validator path (the one
 * it offers for a strict Content-Security-Policy) fed with interpreted validate functions instead
 * of ajv's generated code. Error processing, transformErrors and the error tree stay RJSF's own.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import { schemaParser, type RJSFSchema, type ValidatorType } from '@rjsf/utils'
import { validateFunctionFor } from './interpret'

export function registryValidator(rootSchema: RJSFSchema): ValidatorType {
  // Every (sub)schema RJSF may ask about, keyed as the precompiled validator looks them up.
  const schemas = schemaParser(rootSchema)
  const fns = Object.fromEntries(
    Object.entries(schemas).map(([key, schema]) => [
      key,
      validateFunctionFor(schema as Record<string, unknown>),
    ]),
  )
  return createPrecompiledValidator(fns as never, rootSchema)
}
