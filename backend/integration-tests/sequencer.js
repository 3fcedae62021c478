const { basename } = require("node:path")
const Sequencer = require("@jest/test-sequencer").default
const seconds = require("./suite-seconds.json")

/*
 * `--shard=i/n` by time, not by count: Jest's own sharding hashes paths into equal counts, and
 * these suites' times differ fourfold (promotions' 30-shopper race, abuse's flood). Each suite's
 * weight is its measured time (suite-seconds.json: ratios from one run; a suite not listed weighs
 * its `_default`), and the suites are dealt heaviest first to the lightest shard, so
 * the shards end close together (`npm test` runs them in separate lanes: scripts/test-layers.ts).
 */
const weight = (test) => {
  const measured = seconds[basename(test.path)]
  return typeof measured === "number" ? measured : seconds._default
}

class TimedShards extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = Array.from({ length: shardCount }, () => ({ total: 0, tests: [] }))
    const heaviestFirst = [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path))
    for (const test of heaviestFirst) {
      const lightest = loads.reduce((min, load) => (load.total < min.total ? load : min))
      lightest.total += weight(test)
      lightest.tests.push(test)
    }
    return loads[shardIndex - 1].tests
  }
}

module.exports = TimedShards
