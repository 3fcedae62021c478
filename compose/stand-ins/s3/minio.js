#!/usr/bin/env node
// `minio server DIR [--address :9000] [--console-address :9001]` on s3rver (see minio.Containerfile).
const http = require("node:http")
const S3rver = require("s3rver")
const { DUMMY_ACCOUNT } = require("s3rver/lib/models/account")

const [command, directory, ...flags] = process.argv.slice(2)
if (command !== "server" || !directory) {
  console.error("minio stand-in: only `minio server DIR [--address :PORT] [--console-address :PORT]`")
  process.exit(2)
}
const flag = (name, fallback) => {
  const at = flags.indexOf(name)
  return at >= 0 ? Number(flags[at + 1].split(":").pop()) : fallback
}
const user = process.env.MINIO_ROOT_USER || "minioadmin"
const password = process.env.MINIO_ROOT_PASSWORD || "minioadmin"
if (user.length < 3 || password.length < 8) {
  console.error("minio stand-in: MINIO_ROOT_USER needs 3 characters and MINIO_ROOT_PASSWORD 8, as MinIO requires")
  process.exit(1)
}
DUMMY_ACCOUNT.createKeyPair(user, password)
// Path-style buckets only, as MinIO: s3rver would read the host name "minio" as a bucket.
const server = new S3rver({ address: "0.0.0.0", port: flag("--address", 9000), directory, silent: false, vhostBuckets: false })
server.run().then(() => console.log(`minio stand-in (s3rver): S3 API on :${flag("--address", 9000)}, objects in ${directory}`))
http
  .createServer((_req, res) => res.end("MinIO console stand-in: no console here, use the S3 API on port 9000.\n"))
  .listen(flag("--console-address", 9001), "0.0.0.0")
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close().then(() => process.exit(0)))
