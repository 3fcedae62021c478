import { validateBody as validateWith } from "@chaka/kit"
import type { z } from "@medusajs/framework/zod"
import { valueProblem } from "./input-check"

/**
 * @chaka/kit's validateBody (400 with the schema's own message, the parsed body in
 * `validatedBody`) after the input guard's checks (NUL, length, numbers) on the body: a
 * multipart body is read by the route's own parser, after the global guard (api/utils/input-guard.ts) ran.
 */
export const validateBody = (schema: z.ZodType) => validateWith(schema, { check: (body) => valueProblem(body, "body") })
