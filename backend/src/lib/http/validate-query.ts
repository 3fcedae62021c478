import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/**
 * Like Medusa's validateAndTransformQuery without its fields/pagination config: answers 400
 * with the schema's own message (lib/messages.ts). The parsed query lands in `validatedQuery`.
 */
export function validateQuery(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.query ?? {})
    if (!result.success) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    }
    req.validatedQuery = result.data as MedusaRequest["validatedQuery"]
    next()
  }
}
