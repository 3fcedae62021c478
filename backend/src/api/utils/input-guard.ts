import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { pathProblem, valueProblem } from "../../lib/http/input-check"

export { pathProblem, urlProblem, valueProblem } from "../../lib/http/input-check"

/**
 * The input guard: the one place where malformed input becomes a 400 with a readable message,
 * for every route (Medusa's /store, /admin and /auth routes, the plugins', /shop/* and
 * /storefront/*). It is registered in api/middlewares.ts with the matcher "/" and no method,
 * so Medusa puts it first among the route middlewares, after its body parsers (JSON, text,
 * urlencoded), CORS, publishable-key and authentication middlewares and before every route's
 * own validators and handler. Multipart bodies are read later, by each upload route's own
 * parser: the shop's body validators (validate-body.ts, compat/middlewares/products-upload.ts) apply the
 * same checks to them; the plugins' upload routes (/admin/news, /admin/sliders) have the NUL
 * refusal and length limits in each text field's schema.
 *
 * What it refuses:
 * - a NUL character (U+0000) anywhere: address, query values and names, body values and keys
 *   (PostgreSQL cannot store it in text and answers with an error that used to become a 500);
 * - a malformed percent-escape in the address (Express would throw while matching the route);
 * - a text value longer than MAX_TEXT_LENGTH (each field's own, lower limit is in its
 *   validator: lib/http/input-limits.ts);
 * - a number that is not finite or beyond MAX_NUMBER in a JSON body (1e308, 1e400 → Infinity),
 *   and such a number in the query's paging and price parameters (offset=99999999999999999999);
 * - a negative or fractional `limit` / `offset` in the query (Medusa's query builder threw a
 *   500 on offset=-1); a limit that is not a number at all stays the route's rule;
 * - objects or arrays nested deeper than MAX_NESTING.
 * Whether a value is of the right type and within its own range stays the route's rule.
 */
export function inputGuard(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const problem = pathProblem(req.originalUrl ?? req.url) ?? valueProblem(req.query, "query") ?? valueProblem(req.body, "body")
  if (problem) return next(new MedusaError(MedusaError.Types.INVALID_DATA, problem))
  next()
}
