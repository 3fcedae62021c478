/** `npm run build:plugins`: builds the plugins whose sources changed (the backend loads their builds). */
import { buildPlugins } from "./lib/medusa-tasks"

buildPlugins().catch((error) => {
  console.error(`Plugin build failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
