import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa's /auth/:actor_type/:auth_provider/{register,update,reset-password,callback} for the
 * phone-otp provider: a number has no password to reset or register, and no callback. A reset
 * link asked for a number would otherwise be made and sent as if the number were an email.
 */
export function phoneOtpUnused(_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(new MedusaError(MedusaError.Types.NOT_FOUND, "Not found"))
}
