import { checkReadiness } from ".."

describe("checkReadiness (GET /ready, the image's health check)", () => {
  it("is ok when every dependency answers", async () => {
    expect(await checkReadiness({ database: async () => 1, redis: async () => "PONG" })).toEqual({ status: "ok" })
    expect(await checkReadiness({ database: async () => 1 })).toEqual({ status: "ok" })
  })

  it("names the dependencies that failed, without their error text (the answer is public), and logs why", async () => {
    const log: string[] = []
    const answer = await checkReadiness(
      { database: async () => Promise.reject(new Error('relation "x" at 10.0.0.5:5432')), redis: async () => "PONG" },
      { log: (line) => log.push(line) }
    )
    expect(answer).toEqual({ status: "unavailable", failed: ["database"] })
    expect(JSON.stringify(answer)).not.toContain("10.0.0.5")
    expect(log).toEqual([expect.stringContaining('database failed: relation "x"')])
  })

  it("fails a dependency that does not answer in time (a dead database can hang a pool)", async () => {
    const started = Date.now()
    const answer = await checkReadiness({ database: () => new Promise(() => {}), redis: async () => "PONG" }, { timeoutMs: 100 })
    expect(answer).toEqual({ status: "unavailable", failed: ["database"] })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it("counts a check that throws at once as failed", async () => {
    const answer = await checkReadiness({
      database: () => {
        throw new Error("no pool")
      },
      redis: () => {
        throw new Error("no client")
      },
    })
    expect(answer).toEqual({ status: "unavailable", failed: ["database", "redis"] })
  })
})
