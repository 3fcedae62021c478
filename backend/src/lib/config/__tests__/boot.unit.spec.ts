import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

/**
 * What an operator sees when the configuration is wrong: `npm start` and the Medusa CLI
 * (which docker-compose runs) stop at once with one line, not a stack trace.
 */
const ROOT = resolve(__dirname, "../../../../..")
const BIN = join(ROOT, "node_modules", ".bin")

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const { status, stderr } = spawnSync(command, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
    timeout: 60_000,
  })
  const lines = stderr.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"))
  return { status, lines }
}

describe("boot with bad configuration", () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "chaka-boot-"))
  })
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  const start = (env: NodeJS.ProcessEnv) => run(join(BIN, "tsx"), ["scripts/start.ts"], ROOT, { CHAKA_DATA_DIR: dataDir, ...env })

  it("npm start refuses a malformed DATABASE_URL in one line, before starting anything", () => {
    const { status, lines } = start({ DATABASE_URL: "postgres//localhost:5432/chaka" })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/^Configuration error: DATABASE_URL must be a postgres:\/\/ URL/)])
    expect(existsSync(join(dataDir, "postgres"))).toBe(false)
  })

  it("npm start refuses production with the development secrets", () => {
    const { status, lines } = start({ NODE_ENV: "production", JWT_SECRET: "supersecret", COOKIE_SECRET: "supersecret" })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/^Configuration error: JWT_SECRET must be set to a private random value/)])
  })

  it("npm start refuses a port that is not a number", () => {
    const { status, lines } = start({ STOREFRONT_PORT: "eight-thousand" })
    expect(status).toBe(1)
    expect(lines).toEqual([`Configuration error: STOREFRONT_PORT must be a port number (got "eight-thousand")`])
  })

  it("the Medusa CLI stops on a bad REDIS_URL with the same one-line reason", () => {
    const { status, lines } = run(join(BIN, "medusa"), ["db:migrate"], join(ROOT, "backend"), {
      DATABASE_URL: "postgres://postgres@localhost:1/chaka",
      REDIS_URL: "http://localhost:6379",
    })
    expect(status).toBe(1)
    expect(lines.filter((line) => /error|\bat /i.test(line))).toEqual([expect.stringMatching(/^Configuration error: REDIS_URL must be a redis:\/\/ URL/)])
  })
})
