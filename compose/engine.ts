import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { homedir } from "node:os"
import { join } from "node:path"

/**
 * A container engine for the compose test: Debian's podman behind its Docker-compatible API,
 * driven by Debian's docker-compose 1.29 (../shared/NOTES.md, "Containers"). No systemd runs
 * here, so this process runs what systemd would: the API service and the health checks.
 */

/** Kept between runs (base image, npm cache, build contexts): a warm machine builds little. */
export const CACHE_DIR = process.env.CHAKA_COMPOSE_CACHE ?? (process.getuid?.() === 0 ? "/var/cache/chaka-compose" : join(homedir(), ".cache", "chaka-compose"))

const TOOLS = ["podman", "runc", "docker-compose", "debootstrap"]

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0

/** Why the compose test cannot run on this machine, or undefined. */
export function missingEngine(): string | undefined {
  if (process.platform !== "linux") return `containers run under podman on Linux; this is ${process.platform}`
  if (process.getuid?.() !== 0) return "podman runs rootful here: run as root (CI does)"
  const missing = TOOLS.filter((tool) => !onPath(tool))
  if (missing.length) return `${missing.join(", ")} not installed (apt-get install -y podman runc debootstrap docker-compose; .ci/run does)`
  return undefined
}

/** podman's settings on this machine: runc (crun fails on the hybrid cgroups), cgroupfs, no journald, limits it may set. */
const CONTAINERS_CONF = `[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"

[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
`

/** The environment every podman and docker-compose call gets (CONTAINERS_CONF, DOCKER_HOST once the service runs). */
export const engineEnv: NodeJS.ProcessEnv = { ...process.env }

export function configureEngine() {
  const dir = join(CACHE_DIR, "engine")
  mkdirSync(dir, { recursive: true })
  const file = join(dir, "containers.conf")
  writeFileSync(file, CONTAINERS_CONF)
  engineEnv.CONTAINERS_CONF = file
}

export type Run = { code: number; stdout: string; stderr: string }

/** A command to its end, its output collected; `check` throws on a non-zero exit with the output's tail. */
export function run(command: string, args: string[], options: { check?: boolean; cwd?: string; log?: (line: string) => void } = {}): Promise<Run> {
  const { check = true, cwd, log } = options
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: engineEnv, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk
      if (log) for (const line of chunk.toString().split("\n")) if (line.trim()) log(line)
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk
      if (log) for (const line of chunk.toString().split("\n")) if (line.trim()) log(line)
    })
    child.on("error", reject)
    child.on("close", (code) => {
      const result = { code: code ?? 1, stdout, stderr }
      if (check && result.code !== 0) {
        reject(new Error(`${command} ${args.join(" ")} exited ${result.code}:\n${(stderr || stdout).split("\n").slice(-30).join("\n")}`))
      } else resolve(result)
    })
  })
}

export const podman = (args: string[], options?: Parameters<typeof run>[2]) => run("podman", args, options)

export type Engine = { socket: string; stop: () => Promise<void>; stopSync: () => void }

/**
 * `podman system service` answering Docker's API on a socket of its own (docker-compose's
 * DOCKER_HOST). In a process group of its own: a signal to the test's group must leave it up
 * until the test has taken the stack down through it. A service left by a killed run is stopped first.
 */
export async function startService(): Promise<Engine> {
  const dir = join(CACHE_DIR, "engine")
  const socket = join(dir, "podman.sock")
  const pidFile = join(dir, "podman-service.pid")
  stopStaleService(pidFile)
  rmSync(socket, { force: true })
  const service: ChildProcess = spawn("podman", ["system", "service", "--time=0", `unix://${socket}`], {
    env: engineEnv,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  })
  writeFileSync(pidFile, String(service.pid))
  let errors = ""
  service.stderr!.on("data", (chunk: Buffer) => (errors = (errors + chunk).slice(-2000)))
  engineEnv.DOCKER_HOST = `unix://${socket}`
  const stopSync = () => {
    if (service.exitCode === null) service.kill("SIGTERM")
    rmSync(pidFile, { force: true })
  }
  const deadline = Date.now() + 60_000
  while (!(existsSync(socket) && (await ping(socket)))) {
    if (service.exitCode !== null || Date.now() > deadline) {
      stopSync()
      throw new Error(`podman system service did not answer on ${socket}: ${errors}`)
    }
    await sleep(200)
  }
  return {
    socket,
    stopSync,
    stop: async () => {
      if (service.exitCode !== null) return
      const exited = new Promise((resolve) => service.once("exit", resolve))
      stopSync()
      await Promise.race([exited, sleep(10_000)])
    },
  }
}

function stopStaleService(pidFile: string) {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, "utf8"))
  const command = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, "utf8") : ""
  // Only our own service: the pid may have been reused by another process since.
  if (command.startsWith("podman\0system\0service")) process.kill(pid, "SIGTERM")
  rmSync(pidFile, { force: true })
}

function ping(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: socket, path: "/_ping", timeout: 2000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on("error", () => resolve(false))
    req.on("timeout", () => req.destroy())
    req.end()
  })
}

/**
 * What systemd's timers do for podman elsewhere: `podman healthcheck run` on each running
 * container of the project, each at its own health check's interval (as Docker runs them, so
 * `retries` means the same time as in production), looked at every 2 s. Compose's
 * `service_healthy` conditions and `ps` then see health.
 */
export function startHealthLoop(project: string): { stop: () => Promise<void> } {
  let stopped = false
  const lastRun = new Map<string, number>()
  const intervals = new Map<string, number | undefined>()
  const interval = async (id: string) => {
    if (!intervals.has(id)) {
      const inspected = await podman(["inspect", id, "--format", "{{json .Config.Healthcheck}}"], { check: false })
      const healthcheck = inspected.code === 0 ? (JSON.parse(inspected.stdout || "null") as { Interval?: number } | null) : null
      // No health check: nothing to run. Docker's default interval is 30 s.
      intervals.set(id, healthcheck ? (healthcheck.Interval || 30e9) / 1e6 : undefined)
    }
    return intervals.get(id)
  }
  const loop = (async () => {
    while (!stopped) {
      const ids = await podman(["ps", "-q", "--no-trunc", "--filter", `label=com.docker.compose.project=${project}`, "--filter", "status=running"], {
        check: false,
      })
      for (const id of ids.stdout.split("\n").filter(Boolean)) {
        const every = await interval(id)
        if (stopped || every === undefined || Date.now() - (lastRun.get(id) ?? 0) < every) continue
        lastRun.set(id, Date.now())
        await podman(["healthcheck", "run", id], { check: false })
      }
      await sleep(2000)
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await loop
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The synchronous form, for a signal handler that must finish before the process exits. */
export const runSync = (command: string, args: string[]) => spawnSync(command, args, { env: engineEnv, stdio: "ignore", timeout: 120_000 })
