import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { valueProblem } from "../../lib/input-check"

/**
 * Like Medusa's validateAndTransformBody, but answers with the schema's own message (the
 * spec's "title is required"), not a generic one. The parsed body lands in `validatedBody`.
 * It first applies the input guard's checks (NUL, length, numbers) to the body: a multipart
 * body is read by the route's own parser, after the global guard (input-guard.ts) ran.
 */
export function validateBody(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const problem = valueProblem(req.body, "body")
    if (problem) return next(new MedusaError(MedusaError.Types.INVALID_DATA, problem))
    const result = schema.safeParse(req.body ?? {})
    if (!result.success) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    }
    req.validatedBody = result.data
    next()
  }
}
