import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import PhoneOtpAuthService from "./service"

/**
 * Register under the Auth Module as
 * `{ resolve: "@chaka/bd-commerce/providers/phone-otp", id: "phone-otp", options: { secret } }` and add
 * "phone-otp" to the customer's `authMethodsPerActor`. The shop sends the codes: see requests.ts
 * (issueRequest) and code.ts (newCode), both exported from `@chaka/bd-commerce/api`.
 */
export default ModuleProvider(Modules.AUTH, { services: [PhoneOtpAuthService] })
