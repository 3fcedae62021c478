import { spawn, type ChildProcess } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

export const ROOT = resolve(__dirname, "..")

export type ShopOptions = {
  dataDir: string
  backendPort: number
  storefrontPort: number
  dbPort: number
  /** Settings an operator would add (e.g. the OpenID provider's). */
  env?: Record<string, string>
}
export type RunningShop = {
  output: () => string
  stop: () => Promise<number | null>
  /** The process the harness started (tsx, which runs scripts/start.ts in a child node). */
  pid: number
  /** Resolves with its exit code when it exits on its own or is stopped. */
  exited: Promise<number | null>
}

/**
 * Runs `npm start`'s script exactly as a user would (production build, embedded PostgreSQL),
 * in its own data directory and ports, and resolves once it prints that it is running.
 */
export function startShop(options: ShopOptions, timeoutMs: number): Promise<RunningShop> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHAKA_DATA_DIR: options.dataDir,
    PORT: String(options.backendPort),
    STOREFRONT_PORT: String(options.storefrontPort),
    CHAKA_DB_PORT: String(options.dbPort),
  }
  for (const key of ["DATABASE_URL", "REDIS_URL", "NODE_ENV", "MEDUSA_BACKEND_URL", "STOREFRONT_URL"]) delete env[key]
  // Cheaper password hashes (scrypt 2^10, not Medusa's 2^15): the suites sign in hundreds of times,
  // and at 2^15 each sign-in costs this 2-core machine a few hundred ms of CPU.
  env.PASSWORD_HASH_COST ??= "10"
  Object.assign(env, options.env)

  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], { cwd: ROOT, env })
  let output = ""
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (process.env.CHAKA_E2E_VERBOSE) process.stdout.write(chunk)
  }
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)

  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)))
  const shop: RunningShop = { output: () => output, stop: () => stop(child), pid: child.pid!, exited }
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      void stop(child)
      reject(new Error(`npm start did not finish starting within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`))
    }, timeoutMs)
    child.stdout.on("data", () => {
      if (output.includes("Press Ctrl-C to stop.")) {
        clearTimeout(timer)
        resolvePromise(shop)
      }
    })
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-4000)}`))
    })
  })
}

/**
 * SIGTERM to the node process running scripts/start.ts, as a terminal's Ctrl-C reaches it: the
 * tsx CLI, sent a signal alone, relays it and SIGKILLs its child unless that child confirms
 * within 60 ms, which a loaded machine missed once (exit 143, no clean shutdown). tsx then
 * exits with the script's code.
 */
function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolvePromise) => {
    child.once("exit", (code) => resolvePromise(code))
    const [script] = childrenOf(child.pid!)
    if (script) process.kill(script, "SIGTERM")
    else child.kill("SIGTERM")
  })
}

/** The processes whose parent is `pid` (from /proc): for the tsx the harness started, the node process running scripts/start.ts. */
export function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, "utf8")
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}
