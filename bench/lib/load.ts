import autocannon from "autocannon"
import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"

export type LoadResult = {
  connections: number
  durationS: number
  requests: number
  /** Requests per second over the whole run. */
  rps: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number
}

/** The p-th percentile (0–100) of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits))

/**
 * `connections` keep-alive connections on loopback GET `url` for `durationS` seconds
 * (autocannon). Latencies are recorded per response so that p95 is exact (autocannon's own
 * summary has p90 and p97.5 but no p95).
 */
export async function load(url: string, connections: number, durationS: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationS, headers, timeout: 30 }, (error, done) =>
      error ? reject(error) : resolve(done)
    )
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  const errors = result.non2xx + result.errors + result.timeouts
  return {
    connections,
    durationS,
    requests: result.requests.total,
    rps: round(result.requests.total / durationS),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
  }
}

export type Ceiling = { url: string; stop: () => Promise<void> }

/**
 * The machine's ceiling: a plain Node `http` server in a child process (so it does not share
 * the load generator's event loop) answering every request with these bytes as JSON.
 */
export async function startCeiling(body: Buffer, port: number): Promise<Ceiling> {
  const script = `
    const http = require("node:http")
    const chunks = []
    process.stdin.on("data", (c) => chunks.push(c))
    process.stdin.on("end", () => {
      const body = Buffer.concat(chunks)
      http.createServer((req, res) => {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length })
        res.end(body)
      }).listen(${port}, "127.0.0.1", () => console.log("ready"))
    })`
  const child: ChildProcess = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] })
  child.stdin!.end(body)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve())
    child.once("exit", (code) => reject(new Error(`the ceiling server exited (${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill("SIGTERM")
      await once(child, "exit")
    },
  }
}
