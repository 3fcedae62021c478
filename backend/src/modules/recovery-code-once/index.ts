import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OnceOnlyRecoveryCodeProvider } from "./provider"

/**
 * Medusa's recovery-code method, registered under its own id "recovery_code" (it replaces
 * Medusa's in the auth module: lib/config/medusa.ts, mfaOptions), with each code spent once even
 * when two sign-ins send it at the same moment.
 */
export default ModuleProvider(Modules.AUTH, { services: [OnceOnlyRecoveryCodeProvider] })
