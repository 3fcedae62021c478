import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { REVIEW_MODULE } from ".."
import Review from "../models/review"
import type ReviewModuleService from "../service"

/**
 * The rating rule kept by the database itself (whoever writes), on a real PostgreSQL: the
 * machine's, 127.0.0.1:5432 as postgres unless DB_HOST/DB_PORT/DB_USERNAME say otherwise.
 * Without one the suite is skipped, saying so. The migrations are the plugin's own.
 */
process.env.DB_HOST ??= "127.0.0.1"
process.env.DB_PORT ??= "5432"
process.env.DB_USERNAME ??= "postgres"

const reachable =
  spawnSync(
    process.execPath,
    [
      "-e",
      `require("net").connect(${Number(process.env.DB_PORT)}, ${JSON.stringify(process.env.DB_HOST)}).on("connect", () => process.exit(0)).on("error", () => process.exit(1))`,
    ],
    { timeout: 3_000 }
  ).status === 0

jest.setTimeout(60_000)

if (!reachable) {
  const why = `skipped: no PostgreSQL at ${process.env.DB_HOST}:${process.env.DB_PORT} (set DB_HOST, DB_PORT, DB_USERNAME to run it)`
  console.warn(`review ratings on PostgreSQL: ${why}`)
  describe("review ratings on PostgreSQL", () => {
    it.skip(why, () => undefined)
  })
} else {
  moduleIntegrationTestRunner<ReviewModuleService>({
    moduleName: REVIEW_MODULE,
    resolve: require.resolve(".."),
    moduleModels: [Review],
    pathToMigrations: join(__dirname, "..", "migrations"),
    testSuite: ({ service }) => {
      it("stores ratings from 0 to 5 in half steps", async () => {
        const reviews = await service.createReviews([0, 0.5, 4.5, 5].map((rating) => ({ customer_id: "cus_1", description: "ok", rating })))
        expect(reviews.map((review) => review.rating)).toEqual([0, 0.5, 4.5, 5])
      })

      it.each([5.5, -0.5, 4.3])("refuses to store a rating of %p, even from code that skips the API's check", async (rating) => {
        await expect(service.createReviews({ customer_id: "cus_1", description: "ok", rating })).rejects.toThrow(/review_rating_half_steps/)
      })
    },
  })
}
