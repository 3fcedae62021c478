/**
 * Medusa's hook for OpenTelemetry, loaded before the server is created (by `medusa develop`, and
 * by src/server.ts as `medusa start` does). The shop registers nothing here; to export traces,
 * register them as Medusa's guide shows, e.g.:
 *
 *   import { registerOtel } from "@medusajs/medusa"
 *   export function register() {
 *     registerOtel({ serviceName: "chaka", exporter, instrument: { http: true, workflows: true, query: true } })
 *   }
 *
 * The shop's edge (security headers, catalogue cache) is installed by src/server.ts, not here.
 */
export {}
