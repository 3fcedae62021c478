import type { InputConfigWithArrayModules } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Whether the shop's admin roles are on: Medusa's `rbac` feature flag, on unless MEDUSA_FF_RBAC
 * says otherwise (read the way Medusa reads it: "true"/"1" on, anything else off). An owner
 * expects "order staff" to be kept out of the content, so the shop turns it on by default;
 * MEDUSA_FF_RBAC=false gives every admin every right again (docs/security.md).
 */
export function rbacOn(env: NodeJS.ProcessEnv): boolean {
  const value = env.MEDUSA_FF_RBAC
  if (value === undefined) return true
  return ["true", "1"].includes(value.trim().toLowerCase())
}

/**
 * The configuration with the `rbac` flag set and, when on, Medusa's RBAC module named: its
 * defaults decide whether to load a flagged module before the flags are read (as the Translation
 * module, lib/config/medusa.ts).
 */
export function withRoles(config: InputConfigWithArrayModules, env: NodeJS.ProcessEnv): InputConfigWithArrayModules {
  const on = rbacOn(env)
  return {
    ...config,
    featureFlags: { ...config.featureFlags, rbac: on },
    modules: [...(config.modules ?? []), ...(on ? [{ resolve: "@medusajs/medusa/rbac", key: Modules.RBAC }] : [])],
  }
}
