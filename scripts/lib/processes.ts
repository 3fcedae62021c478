import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process"
import { readFileSync, realpathSync } from "node:fs"
import { join } from "node:path"

/** Runs a command to completion; rejects with a one-line reason when it fails. */
export function run(command: string, args: string[], options: SpawnOptions & { label?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.on("error", reject)
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${options.label ?? command} failed (${signal ?? `exit code ${code}`})`))))
  })
}

/**
 * Starts a long-running process in its own process group, so stopping it also stops the
 * children it spawns (medusa develop leaves its server and esbuild running otherwise).
 */
export function startService(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { stdio: "inherit", detached: true, ...options })
}

export async function stopService(child: ChildProcess | undefined, timeoutMs = 15000) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      /* already gone */
    }
  }
  signal("SIGTERM")
  const timer = setTimeout(() => signal("SIGKILL"), timeoutMs)
  await exited
  clearTimeout(timer)
}

/** Polls a URL until it answers 2xx, the process dies, or the time is up. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process serving ${url} stopped (${child.signalCode ?? `exit code ${child.exitCode}`}); see its output above`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

export type Watchdog = {
  /** Stop this child's process group (SIGTERM, then SIGKILL) should `npm start` die. */
  group: (pgid: number | undefined, label: string) => void
  /** Stop this process (SIGINT, PostgreSQL's fast shutdown; then SIGKILL) should `npm start` die. */
  process: (pid: number | undefined, label: string) => void
  /** A child stopped normally: nothing to do for it any more. */
  forget: (id: number | undefined) => void
  /** `npm start` stopped everything itself: the watchdog just exits. */
  release: () => void
}

/**
 * Starts scripts/lib/orphan-watchdog.mjs in its own session. It holds one end of a pipe whose
 * other end only this process holds, so when this process ends in any way (even SIGKILL, which
 * no handler sees) the watchdog reads end-of-file and stops the children it was told about,
 * database last.
 */
export function startWatchdog(): Watchdog {
  const child = spawn(process.execPath, [join(__dirname, "orphan-watchdog.mjs")], { stdio: ["pipe", "ignore", "inherit"], detached: true })
  child.unref()
  const stdin = child.stdin!
  // A watchdog that died must not take `npm start` with it (EPIPE on the next write).
  stdin.on("error", () => {})
  const send = (line: string) => {
    if (!stdin.destroyed) stdin.write(`${line}\n`)
  }
  return {
    group: (pgid, label) => pgid && send(`group ${pgid} ${label}`),
    process: (pid, label) => pid && send(`process ${pid} ${label}`),
    forget: (id) => id && send(`forget ${id}`),
    release: () => send("release"),
  }
}

/** /proc/<pid>/stat: [parent pid, start time], or undefined once it is gone. */
function procStat(pid: number): [number, string] | undefined {
  try {
    // The command name (field 2) may hold spaces and parentheses: read after its last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return [Number(fields[1]), fields[19]]
  } catch {
    return undefined
  }
}

/** True when the process is npm: it runs npm's script, or shows npm's process title ("npm start"). */
function isNpm(pid: number, npmScript: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")
    if (/^npm(\s|$)/.test(args[0])) return true
    return Boolean(args[1]) && realpathSync(args[1]) === npmScript
  } catch {
    return false
  }
}

/**
 * Calls `onGone` once a process between this one and the npm that runs it has ended:
 * `npm start` runs as npm → sh → tsx → node, and when one of them is killed (SIGKILL too) the
 * shop must not keep running unseen. Without npm (tsx run by hand), the parent only; the
 * processes above npm (a shell that started it and went away) do not count. Linux only
 * (reads /proc); elsewhere it does nothing.
 */
export function watchAncestors(onGone: (pid: number) => void, intervalMs = 1000): () => void {
  const own = procStat(process.pid)
  if (!own) return () => {}
  const npm = process.env.npm_execpath ? realpathSync(process.env.npm_execpath) : undefined
  const chain: { pid: number; start: string }[] = []
  let foundNpm = false
  for (let pid = own[0]; pid > 1 && chain.length < 12;) {
    const stat = procStat(pid)
    if (!stat) break
    chain.push({ pid, start: stat[1] })
    if (npm && isNpm(pid, npm)) {
      foundNpm = true
      break
    }
    pid = stat[0]
  }
  const watched = foundNpm ? chain : chain.slice(0, 1)
  if (!watched.length) return () => {}
  const timer = setInterval(() => {
    // A pid reused by another process has another start time.
    const gone = watched.find(({ pid, start }) => procStat(pid)?.[1] !== start)
    if (!gone) return
    clearInterval(timer)
    onGone(gone.pid)
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
