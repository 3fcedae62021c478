import WebSocket from "ws"

/**
 * A CPU profile of a running Node process, taken through its inspector: SIGUSR1 opens the
 * inspector (https://nodejs.org/en/learn/getting-started/debugging#enable-inspector), then the
 * Chrome DevTools Protocol's Profiler domain samples it
 * (https://chromedevtools.github.io/devtools-protocol/v8/Profiler/). Unlike `--cpu-prof`, it
 * covers only the moments asked for (the purchases, not the boot) and needs no restart.
 */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export type Profiler = { stop: () => Promise<CpuProfile> }

const INSPECTOR_PORT = 9229

async function inspectorUrl(timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
      if (targets[0]?.webSocketDebuggerUrl) return targets[0].webSocketDebuggerUrl
    } catch {
      // not open yet
    }
    if (Date.now() > deadline) throw new Error(`the inspector did not open on port ${INSPECTOR_PORT}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Starts sampling process `pid` every `intervalUs` microseconds. */
export async function startProfiler(pid: number, intervalUs = 500): Promise<Profiler> {
  process.kill(pid, "SIGUSR1")
  const socket = new WebSocket(await inspectorUrl())
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject))
  let next = 0
  const pending = new Map<number, (result: any) => void>()
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  })
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      const id = ++next
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send("Profiler.enable")
  await send("Profiler.setSamplingInterval", { interval: intervalUs })
  await send("Profiler.start")
  return {
    stop: async () => {
      const { profile } = (await send("Profiler.stop")) as { profile: CpuProfile }
      await send("Profiler.disable")
      socket.close()
      return profile
    },
  }
}

/** Where a frame's time is counted: the first rule (in order) whose test matches its script. */
export type Category = { name: string; test: (url: string, functionName: string) => boolean }

/**
 * Each category's share of the sampled time: a sample counts for a category when any frame on its
 * stack matches it (so a category's time includes what it called), the first matching category of
 * the leaf-most such frame... kept simple: inclusive per category, and self time per package.
 */
export function breakdown(profile: CpuProfile, categories: Category[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const inclusive = new Map<string, number>()
  const self = new Map<string, number>()
  let total = 0
  let idle = 0
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index + 1] ?? 0
    const leaf = byId.get(id)!
    const name = leaf.callFrame.functionName
    if (name === "(idle)" || name === "(program)") {
      idle += name === "(idle)" ? us : 0
      if (name === "(idle)") return
    }
    total += us
    self.set(packageOf(leaf.callFrame.url, name), (self.get(packageOf(leaf.callFrame.url, name)) ?? 0) + us)
    const seen = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)!.callFrame
      for (const category of categories) {
        if (!seen.has(category.name) && category.test(frame.url, frame.functionName)) seen.add(category.name)
      }
    }
    for (const category of seen) inclusive.set(category, (inclusive.get(category) ?? 0) + us)
  })
  const ms = (us: number) => Math.round(us / 1000)
  return {
    busyMs: ms(total),
    idleMs: ms(idle),
    categories: [...inclusive].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: ms(us), share: Number((us / total).toFixed(3)) })),
    selfByPackage: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, us]) => ({ name, ms: ms(us), share: Number((us / total).toFixed(3)) })),
  }
}

/** A script's package (node_modules/<scope>/<name>), the shop's own folder, or V8's bucket. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)"
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (modules) return modules[1]
  if (url.startsWith("node:")) return url
  const shop = /(backend|plugins\/[^/]+|packages\/[^/]+)\/(?:\.medusa\/server\/)?(?:src\/)?([^/]+)/.exec(url)
  return shop ? `shop:${shop[1]}/${shop[2]}` : url
}
