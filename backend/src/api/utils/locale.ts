import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { LOCALE_HEADER, LOCALE_PARAM, requestLocale } from "../../lib/languages/locale"

/** The public reads that take a language: Medusa's store API (with the plugins' routes) and the storefront's own. */
const LOCALISED = /^\/(store|storefront)(\/|\?|$)/

/**
 * The language of a /store or /storefront request, decided once for every route after it:
 * `req.locale` is "bn-BD" for Bangla and undefined for English (Medusa's store routes then
 * translate with it, and so does the shop's catalogue). Medusa reads `locale` on /store only,
 * keeps any value and takes its header too; here a value that is not one of the shop's two
 * languages is a 400 instead (lib/languages/locale.ts), read from the address as sent.
 * Registered with the input guard (matcher "/"), before every route's own validators, which
 * therefore never see the parameter.
 */
export function shopLocale(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const url = req.originalUrl ?? req.url
  if (!LOCALISED.test(url)) return next()
  const reading = requestLocale(url, req.headers[LOCALE_HEADER])
  if (!reading.ok) return next(new MedusaError(MedusaError.Types.INVALID_DATA, reading.problem))
  req.locale = reading.locale
  // The header picks the language as the address does: a CDN keeping answers by address must know.
  res.vary(LOCALE_HEADER)
  if (req.query) delete (req.query as Record<string, unknown>)[LOCALE_PARAM]
  next()
}
