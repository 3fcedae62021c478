import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { parse } from "yaml"

/**
 * docker-compose.yml read as Docker Compose reads it: the YAML (with `<<:` merges), the `.env`
 * file and the `${VAR}` interpolation. Shared by the compose file's unit test
 * (docker-compose.unit.spec.ts beside it) and the topology test (topology/), which runs the
 * services natively with exactly the environment the file gives. It lives in the backend
 * because the backend's TypeScript (rootDir: backend) may not import a file outside it; the
 * root's scripts and tests import backend files already.
 */

export type Healthcheck = { test?: string[] | string; start_period?: string }
export type Service = {
  image?: string
  build?: { context: string; dockerfile: string; args?: Record<string, unknown> }
  environment?: Record<string, unknown> | string[]
  ports?: string[]
  depends_on?: Record<string, { condition: string }> | string[]
  healthcheck?: Healthcheck
  entrypoint?: string[] | string
  restart?: string
  profiles?: string[]
}
export type ComposeFile = { text: string; services: Record<string, Service> }

/** The repository root: the first directory at or above `from` that holds docker-compose.yml. */
export function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "docker-compose.yml"))) return dir
    if (dirname(dir) === dir) throw new Error(`docker-compose.yml not found above ${from}`)
  }
}

/** The file's text and its services (merge keys resolved). */
export function readCompose(root: string): ComposeFile {
  const text = readFileSync(join(root, "docker-compose.yml"), "utf8")
  const { services } = parse(text, { merge: true }) as { services: Record<string, Service> }
  return { text, services }
}

/** `.env` as docker compose reads it: KEY=value lines, # comments, optional quotes. */
export function parseDotEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const raw of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(raw)
    if (!match) continue
    let value = match[2].trim()
    const quoted = /^(['"])(.*)\1$/.exec(value)
    value = quoted ? quoted[2] : value.replace(/\s+#.*$/, "")
    env[match[1]] = value
  }
  return env
}

/**
 * Docker Compose's interpolation: $$ (a literal $), $VAR, ${VAR}, ${VAR:-default},
 * ${VAR-default}, ${VAR:?error}, ${VAR?error}, ${VAR:+alt}, ${VAR+alt}.
 */
export const VARIABLE = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g

export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(VARIABLE, (_match, dollar?: string, braced?: string, op?: string, arg = "", bare?: string) => {
    if (dollar) return "$"
    if (arg.includes("$")) throw new Error(`nested interpolation is not supported here: ${value}`)
    const name = (braced ?? bare)!
    const set = name in env
    const nonEmpty = set && env[name] !== ""
    switch (op) {
      case ":-":
        return nonEmpty ? env[name] : arg
      case "-":
        return set ? env[name] : arg
      case ":?":
        if (!nonEmpty) throw new Error(`${name} is required: ${arg}`)
        return env[name]
      case "?":
        if (!set) throw new Error(`${name} is required: ${arg}`)
        return env[name]
      case ":+":
        return nonEmpty ? arg : ""
      case "+":
        return set ? arg : ""
      default:
        return set ? env[name] : ""
    }
  })
}

/** Every ${VAR} / $VAR reference in a parsed node (comments are not interpolated). */
export function references(node: unknown, found: { name: string; op?: string }[] = []) {
  if (typeof node === "string") {
    for (const m of node.matchAll(VARIABLE)) if (!m[1]) found.push({ name: (m[2] ?? m[5])!, op: m[3] })
  } else if (Array.isArray(node)) {
    node.forEach((item) => references(item, found))
  } else if (node && typeof node === "object") {
    Object.values(node).forEach((item) => references(item, found))
  }
  return found
}

/** A service's environment as given in the file (map or KEY=value list). */
export function environmentOf(service: Service): Record<string, unknown> {
  const env = service.environment ?? {}
  if (!Array.isArray(env)) return env
  return Object.fromEntries(env.map((line) => [line.split("=")[0], line.slice(line.indexOf("=") + 1)]))
}

/** ... and as the container sees it with this `.env`. */
export const resolveEnvironment = (service: Service, env: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(environmentOf(service)).map(([k, v]) => [k, interpolate(String(v), env)]))

/** The host port a service publishes for this container port (with this `.env`). */
export const publishedPort = (service: Service, containerPort: number, env: Record<string, string>) =>
  (service.ports ?? []).map((port) => interpolate(port, env).split(":")).find((parts) => Number(parts[parts.length - 1]) === containerPort)?.[0]
