import { spawn, type ChildProcess } from "node:child_process"
import { createInterface } from "node:readline"

/**
 * `npm test`'s slow layers in two lanes side by side, each sharing nothing with the other (their
 * own databases, Redis, ports and processes), so together they take about as long as the longer
 * lane instead of the sum:
 * - the backend's HTTP integration suites (one Jest process against a throw-away PostgreSQL, the
 *   longest layer by far: each suite boots Medusa and restores its database before every test);
 * - the browser tests (one production shop driven by Playwright, e2e/), the topology test
 *   (docker-compose.yml's layout run natively: two servers and a worker on the machine's
 *   PostgreSQL, a Redis server of its own and S3, topology/) and the compose test
 *   (docker-compose.yml under podman, compose/: about 5 minutes on a warm machine, 30 cold, when
 *   it builds its images from nothing), then the plugin install test (each plugin in a fresh
 *   minimal Medusa app, plugin-install/).
 * The lanes are balanced by measured times (green CI of 2026-12-03, 43 min in all: integration
 * 1589 s in a Jest worker replaced above 2 GB of heap, after one process ran out of memory at
 * 2604 s; e2e 945 s, topology 560 s, compose 623 s, plugins 106-135 s): the plugin test ends the
 * browser lane, the longer of the two by about 11 minutes. (It
 * once led that lane and made it 55 minutes, when e2e took 1353 s and compose 823 s.) The
 * topology test once followed integration;
 * integration, slowed by the other lane, then made CI 66 minutes. Now it runs beside
 * integration's later suites (three backend processes beside Jest): the checkout rush that timed
 * out stock locks on such a starved machine now waits for them (backend/src/lib/checkout/stock-lock.ts).
 * Each line is prefixed with its layer; a failed layer's last lines are printed again at the end
 * (its failure summary would otherwise sit far above the other lane's output, out of a CI log's
 * tail); the exit code is 1 when any failed. Ctrl-C or SIGTERM
 * stops them all, children included, and starts no further layer.
 */
const NPM = process.platform === "win32" ? "npm.cmd" : "npm"
type Layer = { name: string; script: string }
type Result = { name: string; code: number; seconds: number; tail: string[] }
const TAIL_LINES = 80
const LANES: Layer[][] = [
  [{ name: "integration", script: "test:integration" }],
  [
    { name: "e2e", script: "test:e2e" },
    { name: "topology", script: "test:topology" },
    { name: "compose", script: "test:compose" },
    { name: "plugins", script: "test:plugins" },
  ],
]

let stopping = false
const running = new Set<ChildProcess>()

function stopAll(signal: NodeJS.Signals) {
  stopping = true
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

function run(layer: Layer): Promise<Result> {
  const started = Date.now()
  const child = spawn(NPM, ["run", layer.script], { stdio: ["ignore", "pipe", "pipe"], detached: true, env: process.env })
  running.add(child)
  const prefix = `[${layer.name}] `
  const tail: string[] = []
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => {
      process.stdout.write(prefix + line + "\n")
      tail.push(line)
      if (tail.length > TAIL_LINES) tail.shift()
    })
  }
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child)
      resolve({ name: layer.name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000), tail })
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
  const lane = async (layers: Layer[]) => {
    const results: Result[] = []
    for (const layer of layers) {
      if (stopping) break
      results.push(await run(layer))
    }
    return results
  }
  const results = (await Promise.all(LANES.map(lane))).flat()
  for (const { name, code, tail } of results) {
    if (code === 0) continue
    console.log(`\n===== ${name} failed: its last ${tail.length} lines =====`)
    for (const line of tail) console.log(`[${name}] ${line}`)
  }
  for (const { name, code, seconds } of results) console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`)
  process.exitCode = results.every((result) => result.code === 0) ? (process.exitCode ?? 0) : 1
}

void main()
