import WebSocket from "ws"

/**
 * What stalls a running Node process's event loop (issue 53: the cached API's p99 at 50
 * connections was 75 ms against a p50 of 4 ms): a probe put into the process through its
 * inspector (SIGUSR1, as cpu-profile.ts) records the event loop's delay
 * (perf_hooks.monitorEventLoopDelay) and every garbage collection's pause (a PerformanceObserver
 * of "gc" entries) while a load runs, then reads them back. Nothing is left behind but a
 * disabled histogram.
 */
export type LoopReport = {
  delayP50Ms: number
  delayP99Ms: number
  delayMaxMs: number
  /** Pauses by kind (minor = scavenge, major = mark-compact, incremental, weakcb): count, total and longest ms. */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>
}

const INSPECTOR_PORT = 9229

async function connect(pid: number) {
  process.kill(pid, "SIGUSR1")
  let url: string | undefined
  for (let tries = 0; !url && tries < 50; tries++) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
      url = targets[0]?.webSocketDebuggerUrl
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  if (!url) throw new Error(`the inspector did not open on port ${INSPECTOR_PORT}`)
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject))
  let next = 0
  const pending = new Map<number, (result: unknown) => void>()
  socket.on("message", (data: WebSocket.RawData) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  })
  /** Evaluates an expression in the process (its value returned by value). */
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++next
      pending.set(id, (result) => resolve((result as { result?: { value?: unknown } }).result?.value))
      socket.send(JSON.stringify({ id, method: "Runtime.evaluate", params: { expression, returnByValue: true } }))
    })
  return { evaluate, close: () => socket.close() }
}

const START = `(() => {
  const { PerformanceObserver, monitorEventLoopDelay, constants } = process.getBuiltinModule("perf_hooks");
  const kinds = { [constants.NODE_PERFORMANCE_GC_MINOR]: "minor", [constants.NODE_PERFORMANCE_GC_MAJOR]: "major", [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental", [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb" };
  const probe = { gc: {}, histogram: monitorEventLoopDelay({ resolution: 2 }) };
  probe.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind] ?? "other";
      const row = (probe.gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      row.count++; row.totalMs += entry.duration; row.maxMs = Math.max(row.maxMs, entry.duration);
    }
  });
  probe.observer.observe({ entryTypes: ["gc"] });
  probe.histogram.enable();
  globalThis.__chakaLoopProbe = probe;
  return true;
})()`

const STOP = `(() => {
  const probe = globalThis.__chakaLoopProbe;
  probe.histogram.disable(); probe.observer.disconnect(); delete globalThis.__chakaLoopProbe;
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const gc = Object.fromEntries(Object.entries(probe.gc).map(([kind, row]) => [kind, { count: row.count, totalMs: Math.round(row.totalMs), maxMs: Math.round(row.maxMs * 10) / 10 }]));
  return { delayP50Ms: ms(probe.histogram.percentile(50)), delayP99Ms: ms(probe.histogram.percentile(99)), delayMaxMs: ms(probe.histogram.max), gc };
})()`

/** Runs `load` with the probe in process `pid`, and reports what the event loop went through meanwhile. */
export async function probeEventLoop<T>(pid: number, load: () => Promise<T>): Promise<{ result: T; loop: LoopReport }> {
  const inspector = await connect(pid)
  try {
    await inspector.evaluate(START)
    const result = await load()
    return { result, loop: (await inspector.evaluate(STOP)) as LoopReport }
  } finally {
    inspector.close()
  }
}
