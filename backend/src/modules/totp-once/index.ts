import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OnceOnlyTotpProvider } from "./provider"

/**
 * Medusa's TOTP two-factor method, registered under its own id "totp" (it replaces Medusa's in
 * the auth module: lib/config/medusa.ts, mfaOptions), with each code accepted once.
 */
export default ModuleProvider(Modules.AUTH, { services: [OnceOnlyTotpProvider] })
