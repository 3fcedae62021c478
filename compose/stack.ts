import { randomBytes } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { freePort } from "../scripts/lib/embedded-db"
import { podman, run, runSync, sleep, type Run } from "./engine"

/**
 * docker-compose.yml brought up as an operator does (`docker compose up -d`), by docker-compose
 * through podman's Docker API, with the project's compose file as it is. The only thing this
 * test adds is its own .env (generated secrets, free host ports, the demo shop) given with
 * --env-file, so an operator's .env in the checkout is never read or touched, and a project
 * name of its own.
 */

const ROOT = join(__dirname, "..")
export const PROJECT = "chaka-compose-test"
/** The services that keep running, and the one-shot job that must have succeeded. */
export const LONG_RUNNING = ["postgres", "redis", "minio", "backend", "worker", "storefront"]
export const ONE_SHOT = ["minio-init"]
const LOG_DIR = join(ROOT, "test-results", "compose")

export type ServiceState = { service: string; state: string; health: string; exitCode: number }

export type Stack = {
  backendUrl: string
  storefrontUrl: string
  s3Url: string
  bucket: string
  compose: (args: string[], options?: { check?: boolean; log?: (line: string) => void }) => Promise<Run>
  logs: (service: string) => Promise<string>
  /** Every service's log into test-results/compose/<service>.log (kept after `down`); the last lines of each, printed, when `tail` is given. */
  saveLogs: (tail?: number) => Promise<void>
  states: () => Promise<ServiceState[]>
  waitHealthy: (services: string[], timeoutMs: number) => Promise<ServiceState[]>
  down: () => Promise<void>
  downSync: () => void
}

/** The .env an operator writes (.env.example's variables), with fresh secrets and free ports. */
async function writeEnvFile(workDir: string) {
  const secret = () => randomBytes(32).toString("hex")
  const [backendPort, storefrontPort, minioPort, consolePort] = [await freePort(), await freePort(), await freePort(), await freePort()]
  const env = {
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    MFA_ENCRYPTION_KEY: secret(),
    POSTGRES_PASSWORD: secret(),
    MINIO_ROOT_PASSWORD: secret(),
    MINIO_ROOT_USER: "chaka",
    MEDUSA_BACKEND_URL: `http://127.0.0.1:${backendPort}`,
    STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
    MINIO_PUBLIC_URL: `http://127.0.0.1:${minioPort}/chaka`,
    BACKEND_PORT: String(backendPort),
    STOREFRONT_PORT: String(storefrontPort),
    MINIO_PORT: String(minioPort),
    MINIO_CONSOLE_PORT: String(consolePort),
    // The demo catalogue and accounts: products to show and buy, an admin to edit them.
    SEED_DEMO: "true",
  }
  const file = join(workDir, "compose.env")
  writeFileSync(
    file,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join("")
  )
  return { file, env }
}

export async function prepareStack(workDir: string): Promise<Stack> {
  const { file, env } = await writeEnvFile(workDir)
  const base = ["--project-name", PROJECT, "--project-directory", ROOT, "--env-file", file, "-f", join(ROOT, "docker-compose.yml")]
  const compose: Stack["compose"] = (args, options) => run("docker-compose", [...base, ...args], { cwd: ROOT, ...options })

  const states = async (): Promise<ServiceState[]> => {
    const listed = await podman(["ps", "-a", "--filter", `label=com.docker.compose.project=${PROJECT}`, "--format", "json"])
    const containers = JSON.parse(listed.stdout || "[]") as { Labels?: Record<string, string>; State: string; Status: string; ExitCode: number }[]
    return containers
      .map((c) => ({
        service: c.Labels?.["com.docker.compose.service"] ?? "?",
        state: c.State,
        health: /\((healthy|unhealthy|starting)\)/.exec(c.Status)?.[1] ?? "",
        exitCode: c.ExitCode,
      }))
      .sort((a, b) => a.service.localeCompare(b.service))
  }

  const down = async () => {
    await compose(["down", "--volumes", "--remove-orphans", "--timeout", "20"], { check: false })
  }

  return {
    backendUrl: env.MEDUSA_BACKEND_URL,
    storefrontUrl: env.STOREFRONT_URL,
    s3Url: `http://127.0.0.1:${env.MINIO_PORT}`,
    bucket: "chaka",
    compose,
    logs: async (service) => {
      const { stdout, stderr } = await compose(["logs", "--no-color", service], { check: false })
      return stdout + stderr
    },
    states,
    saveLogs: async (tail) => {
      mkdirSync(LOG_DIR, { recursive: true })
      for (const service of [...LONG_RUNNING, ...ONE_SHOT]) {
        const { stdout, stderr } = await compose(["logs", "--no-color", service], { check: false })
        writeFileSync(join(LOG_DIR, `${service}.log`), stdout + stderr)
        if (tail) console.log(`----- ${service} (last ${tail} lines; all in ${LOG_DIR}) -----\n${(stdout + stderr).trim().split("\n").slice(-tail).join("\n")}`)
      }
    },
    waitHealthy: async (services, timeoutMs) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const now = await states()
        const waiting = services.filter((service) => !now.some((s) => s.service === service && s.state === "running" && s.health === "healthy"))
        if (!waiting.length) return now
        if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.join(", ")} (${JSON.stringify(now)})`)
        await sleep(2000)
      }
    },
    down,
    downSync: () => {
      runSync("docker-compose", [...base, "down", "--volumes", "--remove-orphans", "--timeout", "10"])
    },
  }
}

/** What `down -v` must leave: no container and no volume of the project. */
export async function leftovers(): Promise<{ containers: string[]; volumes: string[] }> {
  const filter = `label=com.docker.compose.project=${PROJECT}`
  const containers = (await podman(["ps", "-a", "--filter", filter, "--format", "{{.Names}}"])).stdout.split("\n").filter(Boolean)
  // By name too: compose names its volumes <project>_<volume>.
  const volumes = (await podman(["volume", "ls", "--format", "{{.Name}}"])).stdout.split("\n").filter((name) => name.startsWith(`${PROJECT}_`))
  return { containers, volumes }
}
