import { spawn, type ChildProcess } from "node:child_process"
import { createInterface } from "node:readline"

/**
 * `npm test`'s two slow layers side by side: the backend's HTTP integration suites (one Jest
 * process against PostgreSQL) and the browser tests (one production shop driven by
 * Playwright). They share nothing — their own databases, ports and processes — and each spends
 * much of its time waiting on I/O, so together they take about as long as the longer of the
 * two instead of their sum (CI stays under 30 minutes). Each line is prefixed with its layer;
 * the exit code is 1 when either failed. Ctrl-C or SIGTERM stops both, children included.
 */
const NPM = process.platform === "win32" ? "npm.cmd" : "npm"
const LAYERS = [
  { name: "integration", script: "test:integration" },
  { name: "e2e", script: "test:e2e" },
]

const running = new Set<ChildProcess>()

function stopAll(signal: NodeJS.Signals) {
  for (const child of running) {
    // Each layer leads its own process group: the signal reaches its servers and databases too.
    if (child.pid) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        child.kill(signal)
      }
    }
  }
}

function run(layer: (typeof LAYERS)[number]): Promise<{ name: string; code: number; seconds: number }> {
  const started = Date.now()
  const child = spawn(NPM, ["run", layer.script], { stdio: ["ignore", "pipe", "pipe"], detached: true, env: process.env })
  running.add(child)
  const prefix = `[${layer.name}] `
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(prefix + line + "\n"))
  }
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child)
      resolve({ name: layer.name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) })
    })
  })
}

async function main() {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopAll(signal)
      process.exitCode = 1
    })
  }
  const results = await Promise.all(LAYERS.map(run))
  for (const { name, code, seconds } of results) console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`)
  process.exitCode = results.every((result) => result.code === 0) ? (process.exitCode ?? 0) : 1
}

void main()
