import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process"

/** Runs a command to completion; rejects with a one-line reason when it fails. */
export function run(command: string, args: string[], options: SpawnOptions & { label?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.on("error", reject)
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${options.label ?? command} failed (${signal ?? `exit code ${code}`})`))
    )
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
