/**
 * `npm run build:plugins`: builds the internal packages (packages/*, e.g. @chaka/rules), then the
 * plugins, whose sources changed (the backend, the plugins and the storefront load their builds).
 */
import { buildPlugins } from "./lib/medusa-tasks"

buildPlugins().catch((error) => {
  console.error(`Plugin build failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
