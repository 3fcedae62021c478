// Runs before anything else in `npm start` / `npm test`, when dependencies may not be
// installed yet (so it cannot be TypeScript run by tsx): installs them when missing or
// older than package-lock.json. `npm ci` is not used: see README (platform packages).
import { execSync } from "node:child_process"
import { existsSync, statSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const marker = join(root, "node_modules", ".package-lock.json")
const lock = join(root, "package-lock.json")
const needed = [join(root, "node_modules", ".bin", "medusa"), join(root, "node_modules", ".bin", "tsx")]

const stale = !existsSync(marker) || needed.some((bin) => !existsSync(bin)) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000

if (stale) {
  console.log("Installing dependencies (npm install)...")
  execSync("npm install --no-audit --no-fund", { cwd: root, stdio: "inherit" })
}
