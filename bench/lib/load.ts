import autocannon from "autocannon"
import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"

export type LoadResult = {
  connections: number
  durationS: number
  requests: number
  /** Requests per second over the whole run. */
  rps: number
  p50Ms: number | null
  p95Ms: number | null
  p99Ms: number | null
  /** Non-2xx answers and socket errors (timeouts included). */
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
 * What the load asks for: GET `url` with these headers, or, with `paths`, GETs of those paths
 * on `url`'s origin, each connection walking the list (many distinct URLs, as visitors spread
 * over a catalogue ask, rather than one hot one).
 */
export type LoadRequest = { headers?: Record<string, string>; paths?: string[] }

/**
 * `connections` keep-alive connections on loopback requesting `url` for `durationS` seconds
 * (autocannon). Latencies are recorded per response so that p95 is exact (autocannon's own
 * summary has p90 and p97.5 but no p95).
 */
export async function load(url: string, connections: number, durationS: number, { headers = {}, paths }: LoadRequest = {}): Promise<LoadResult> {
  const latencies: number[] = []
  const requests = paths?.map((path) => ({ method: "GET" as const, path, headers }))
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationS, headers, timeout: 30, ...(requests ? { requests } : {}) }, (error, done) =>
      error ? reject(error) : resolve(done)
    )
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  // autocannon counts a timeout among its errors too.
  const errors = result.non2xx + result.errors
  return {
    connections,
    durationS,
    requests: result.requests.total,
    rps: round(result.requests.total / durationS),
    // null: no response completed within the run (every request took longer than it).
    p50Ms: latencies.length ? round(percentile(latencies, 50)) : null,
    p95Ms: latencies.length ? round(percentile(latencies, 95)) : null,
    p99Ms: latencies.length ? round(percentile(latencies, 99)) : null,
    errors,
  }
}

/**
 * Waits until the server has worked off what a load run left queued (requests on connections
 * autocannon already closed are still processed): until `probeUrl` answers in under 100 ms
 * twice in a row, or `maxS` seconds passed. The seconds it took.
 */
export async function settle(probeUrl: string, maxS = 120): Promise<number> {
  const began = performance.now()
  let quick = 0
  while (quick < 2 && performance.now() - began < maxS * 1000) {
    const started = performance.now()
    try {
      await (await fetch(probeUrl, { signal: AbortSignal.timeout(30_000) })).arrayBuffer()
    } catch {
      // refused or reset while busy: try again
    }
    const elapsed = performance.now() - started
    quick = elapsed < 100 ? quick + 1 : 0
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return Number(((performance.now() - began) / 1000).toFixed(1))
}

/** One request at a time on an idle server: the median of `count` (ms); with `paths`, one each of the first `count`. */
export async function idleLatency(url: string, { headers = {}, paths }: LoadRequest = {}, count = 3): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const target = paths?.length ? new URL(paths[i % paths.length], url).href : url
    const started = performance.now()
    await (await fetch(target, { headers, signal: AbortSignal.timeout(60_000) })).arrayBuffer()
    times.push(performance.now() - started)
  }
  return round(
    percentile(
      times.sort((a, b) => a - b),
      50
    )
  )
}

export type Ceiling = { url: string; stop: () => Promise<void> }

/** An answer the ceiling sends from memory. */
export type CeilingAnswer = { status: number; headers: Record<string, string>; body: Buffer }

/**
 * The machine's ceiling: a plain Node `http` server in a child process (so it does not share
 * the load generator's event loop) answering from memory: these bytes as JSON for every request,
 * or, given answers by path, each path's own (status, headers, bytes; 404 for any other).
 */
export async function startCeiling(answers: Buffer | Record<string, CeilingAnswer>, port: number): Promise<Ceiling> {
  const byPath = Buffer.isBuffer(answers) ? { "*": { status: 200, headers: { "content-type": "application/json; charset=utf-8" }, body: answers } } : answers
  const sent = JSON.stringify(Object.fromEntries(Object.entries(byPath).map(([path, answer]) => [path, { ...answer, body: answer.body.toString("base64") }])))
  const script = `
    const http = require("node:http")
    const chunks = []
    process.stdin.on("data", (c) => chunks.push(c))
    process.stdin.on("end", () => {
      const answers = new Map(Object.entries(JSON.parse(Buffer.concat(chunks).toString())).map(([path, a]) => [path, { ...a, body: Buffer.from(a.body, "base64") }]))
      const every = answers.get("*")
      http.createServer((req, res) => {
        const answer = every ?? answers.get(req.url)
        if (!answer) return res.writeHead(404).end()
        res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length })
        res.end(answer.body)
      }).listen(${port}, "127.0.0.1", () => console.log("ready"))
    })
    // Gone with the benchmark, however it ends.
    const parent = process.ppid
    setInterval(() => process.ppid !== parent && process.exit(0), 1000).unref()`
  const child: ChildProcess = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] })
  child.stdin!.end(sent)
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
