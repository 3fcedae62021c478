import { allIndexWritesDone } from "../src/workflows/catalogue/rules/index-writes"

/*
 * Medusa's integration runner snapshots the database after a suite's beforeAll and restores it
 * before every test. The catalogue index is written as Medusa's events are heard, a moment
 * after the change: wait for those writes before the snapshot (so it holds the index as the
 * data) and after each test (so a late write never lands in the next test's database).
 * Registered before the runner's own hooks (setupFilesAfterEnv), so they run first.
 */
if (process.env.TEST_TYPE?.startsWith("integration")) {
  beforeEach(() => allIndexWritesDone())
  afterEach(() => allIndexWritesDone())
}
