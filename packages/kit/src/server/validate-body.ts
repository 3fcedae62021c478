import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

export type ValidateBodyOptions = {
  /**
   * A check run on the raw body before the schema, e.g. the backend's input guard (NUL,
   * length, numbers); a string it returns is the 400 message.
   */
  check?: (body: unknown) => string | undefined
}

/**
 * Like Medusa's validateAndTransformBody, but answers 400 with the schema's own message (the
 * shop's "title is required"), not a generic one: each package's messages live in its zod
 * schemas. The parsed body lands in `req.validatedBody`.
 */
export function validateBody(schema: z.ZodType, options: ValidateBodyOptions = {}) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const problem = options.check?.(req.body)
    if (problem) return next(new MedusaError(MedusaError.Types.INVALID_DATA, problem))
    const result = schema.safeParse(req.body ?? {})
    if (!result.success) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    }
    req.validatedBody = result.data
    next()
  }
}
