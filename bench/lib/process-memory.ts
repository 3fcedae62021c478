import { readdirSync, readFileSync, readlinkSync } from "node:fs"

/**
 * The id of the process listening on this TCP port on this machine (Linux: the socket's inode
 * from /proc/net/tcp{,6}, then the process holding it among /proc/<pid>/fd); undefined when
 * none is found (another machine, or not allowed to read its file descriptors).
 */
export function pidListeningOn(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0")
  const inodes = new Set<string>()
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = ""
    try {
      text = readFileSync(table, "utf8")
    } catch {
      continue
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDR:PORT in hex, st 0A is LISTEN, the inode is the tenth field.
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9])
    }
  }
  if (!inodes.size) return undefined
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`))
        if (match && inodes.has(match[1])) return Number(entry)
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return undefined
}

/** A process's resident memory (VmRSS) in MB, or undefined when it cannot be read. */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return match ? Number((Number(match[1]) / 1024).toFixed(1)) : undefined
  } catch {
    return undefined
  }
}

/** The CPU time a process has used so far (user + system), in ms, or undefined when it cannot be read. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // /proc/<pid>/stat: fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}
