/**
 * Medusa's policies loader reads this folder at start-up: the shop's own resources as RBAC
 * policies, defined with the roles (lib/roles.ts).
 */
export { shopPolicies } from "../lib/roles"
