import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { join } from "node:path"
import { createInterface } from "node:readline"

/**
 * `npm test`'s checks and slow layers, side by side (docs/testing.md has the measurements behind this plan):
 * - first the checks: the typecheck and the lint together (two single-threaded tools on two
 *   cores), then the unit tests, and nothing more if one fails;
 * - a low-priority lane builds the compose test's images from the start (compose/build-images.ts):
 *   a cold build is mostly a debootstrap, apt and npm downloads and layer commits, waiting on the
 *   network and the disk (about 30 % of one core over a cold build's 73 minutes here), so it fills the
 *   tests' idle moments instead of adding 15-20 minutes to a lane. At nice 10 its CPU-bound steps
 *   still get about a tenth of a busy core (nice 15: a thirtieth), enough to be done before a
 *   lane reaches the compose test;
 * - two test lanes, each starting with a long layer: the first of the backend's two integration
 *   shards (dealt by measured time; the second heads the queue), each one Jest worker against its
 *   own throw-away PostgreSQL (each suite copies one migrated database instead of migrating
 *   its own, backend/integration-tests/setup-migrated-template.js), and the browser tests
 *   (one production shop driven by Playwright, e2e/);
 * - the shorter layers in a queue that whichever lane is free first takes: topology
 *   (docker-compose.yml's layout run natively; only after e2e, whose first shop builds what it
 *   runs), the plugin install test, and the compose test (once its images are built; a lane
 *   with nothing else left waits for them). The lanes so end within minutes of each other whatever the
 *   machine makes of the two long layers (last green CI, fresh 2-core clone: integration 2389 s,
 *   e2e 1755, topology 709, compose 1153 cold, plugins 252: the fixed lanes [integration] and
 *   [e2e, topology, compose, plugins] ended 25 minutes apart, 3978 s in all).
 * Layers running together share no database, Redis, port or process. Topology beside other
 * layers: the checkout rush that timed out stock locks on a starved machine now waits for them
 * (backend/src/lib/config/stock-lock.ts).
 * Each line is prefixed with its layer; a failed layer's last lines are printed again at the end
 * (its failure summary would otherwise sit far above the other lanes' output, out of a CI log's
 * tail); the exit code is 1 when any failed. Ctrl-C or SIGTERM stops them all, children
 * included, and starts no further layer.
 */
const NPM = process.platform === "win32" ? "npm.cmd" : "npm"
const TSX = join(__dirname, "..", "node_modules", ".bin", process.platform === "win32" ? "tsx.cmd" : "tsx")
type Layer = {
  name: string
  /** The command, e.g. ["npm", "run", "test:e2e"]. */
  command: string[]
  /** Run at LOW_PRIORITY (Linux): work that must not slow the tests beside it. */
  background?: boolean
  /** Layers that must have ended before this one starts (the compose test's images). */
  after?: string[]
}
type Result = { name: string; code: number; seconds: number; tail: string[] }
const onPath = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0
/** A low CPU priority (nice 10), and the lowest disk priority of the normal class (the idle class could starve it). */
const LOW_PRIORITY =
  process.platform !== "linux" ? [] : [...(onPath("nice") ? ["nice", "-n", "10"] : []), ...(onPath("ionice") ? ["ionice", "-c", "2", "-n", "7"] : [])]
const TAIL_LINES = 80
const npmScript = (name: string, script: string): Layer => ({ name, command: [NPM, "run", script] })

/** Started at once, beside the tests. */
const BACKGROUND: Layer[] = [{ name: "compose images", command: [TSX, "compose/build-images.ts"], background: true }]
/**
 * Before the layers: the typecheck and the lint side by side (tsc and eslint are each one
 * single-threaded process: on two cores the pair takes about the longer one's time), then the unit
 * tests alone (Vitest spreads over both cores, and its jsdom tests keep a 5 s limit that a shared
 * core would stretch). One after another the three took about 9 minutes before the first slow
 * layer. Any failure stops here, as `&&` did.
 */
const CHECKS: Layer[][] = [[npmScript("typecheck", "typecheck"), npmScript("lint", "lint")], [npmScript("unit", "test:unit")]]
/** The backend's integration suites in two shards dealt by measured time (backend/integration-tests/sequencer.js). */
const integrationShard = (index: number, count: number): Layer => ({
  name: `integration ${index}/${count}`,
  // Twice "--": the root script runs `npm run test:integration --workspace backend` (through
  // scripts/with-test-db.ts), whose npm would otherwise take --shard as its own setting.
  command: [NPM, "run", "test:integration", "--", "--", `--shard=${index}/${count}`],
})
/** Each lane's own first layer: the two long ones. */
const LANES: Layer[] = [integrationShard(1, 2), npmScript("e2e", "test:e2e")]
/** Taken by whichever lane is free first: the first whose `after` layers have ended, else the first (waiting for them). */
const QUEUE: Layer[] = [
  integrationShard(2, 2),
  // It starts from the checkout's builds (backend/.medusa, storefront/dist), which the browser
  // tests' first shop makes: never beside that build, even when integration ends early.
  { ...npmScript("topology", "test:topology"), after: ["e2e"] },
  npmScript("plugins", "test:plugins"),
  { ...npmScript("compose", "test:compose"), after: ["compose images"] },
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
  const [command, ...args] = layer.background ? [...LOW_PRIORITY, ...layer.command] : layer.command
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env: process.env })
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
    const done = (code: number) => {
      running.delete(child)
      resolve({ name: layer.name, code, seconds: Math.round((Date.now() - started) / 1000), tail })
    }
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on("error", (error) => {
      tail.push(`could not start ${command}: ${error.message}`)
      done(1)
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
  const finished = new Map<string, Promise<Result>>()
  const ended = new Set<string>()
  const start = (layer: Layer) => {
    const result = (async () => {
      for (const name of layer.after ?? []) {
        const waited = Date.now()
        console.log(`[${layer.name}] waits for ${name}`)
        await finished.get(name)
        console.log(`[${layer.name}] waited ${Math.round((Date.now() - waited) / 1000)} s for ${name}`)
      }
      if (stopping) return { name: layer.name, code: 1, seconds: 0, tail: ["not started: stopping"] }
      const result = await run(layer)
      ended.add(layer.name)
      return result
    })()
    finished.set(layer.name, result)
    return result
  }
  const queue = [...QUEUE]
  const next = () => {
    const ready = queue.findIndex((layer) => (layer.after ?? []).every((name) => ended.has(name)))
    return queue.splice(Math.max(ready, 0), 1)[0]
  }
  const lane = async (first: Layer) => {
    const results: Result[] = []
    for (let layer: Layer | undefined = first; layer && !stopping; layer = next()) results.push(await start(layer))
    return results
  }
  // The images' build starts at once: it waits mostly on the network and the disk, and the checks beside it leave the second core idle at times.
  const background = BACKGROUND.map(start)
  const checks: Result[] = []
  for (const step of CHECKS) {
    if (checks.some((check) => check.code !== 0)) break
    checks.push(...(await Promise.all(step.map(run))))
  }
  if (checks.some((check) => check.code !== 0)) {
    stopAll("SIGTERM")
    return report([...checks, ...(await Promise.all(background))])
  }
  report([...checks, ...(await Promise.all(LANES.map(lane))).flat(), ...(await Promise.all(background))])
}

/** Each failed layer's last lines again (its summary would sit far above the other lanes' output), then every layer's time. */
function report(results: Result[]) {
  for (const { name, code, tail } of results) {
    if (code === 0) continue
    console.log(`\n===== ${name} failed: its last ${tail.length} lines =====`)
    for (const line of tail) console.log(`[${name}] ${line}`)
  }
  for (const { name, code, seconds } of results) console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`)
  process.exitCode = results.every((result) => result.code === 0) ? (process.exitCode ?? 0) : 1
}

void main()
