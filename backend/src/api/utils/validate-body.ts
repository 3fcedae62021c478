import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/**
 * Like Medusa's validateAndTransformBody, but answers with the schema's own message (the
 * spec's "title is required"), not a generic one. The parsed body lands in `validatedBody`.
 */
export function validateBody(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.body ?? {})
    if (!result.success) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    }
    req.validatedBody = result.data
    next()
  }
}
