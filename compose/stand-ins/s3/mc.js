#!/usr/bin/env node
// The few `mc` commands docker-compose.yml uses (see mc.Containerfile and minio.Containerfile).
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")

const CONFIG = path.join(os.homedir(), ".mc", "config.json")
const readAliases = () => (fs.existsSync(CONFIG) ? JSON.parse(fs.readFileSync(CONFIG, "utf8")).aliases : {})
const fail = (message) => {
  console.error(`mc: ${message}`)
  process.exit(1)
}

/** ALIAS/BUCKET -> the alias's settings and the bucket. */
function target(spec) {
  const [alias, bucket] = spec.split("/")
  const settings = readAliases()[alias]
  if (!settings) fail(`no alias ${alias}: run \`mc alias set\` first`)
  return { ...settings, bucket }
}

/** A request signed with the alias's keys (SigV4); resolves to [status, body]. */
async function s3(settings, method, pathAndQuery, body = "") {
  const aws4 = require("aws4")
  const url = new URL(settings.url)
  const request = aws4.sign(
    { host: url.host, path: pathAndQuery, method, body, service: "s3", region: "us-east-1", headers: { "content-type": "application/json" } },
    { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey }
  )
  const response = await fetch(`${url.origin}${pathAndQuery}`, { method, headers: request.headers, body: body || undefined })
  return [response.status, await response.text()]
}

async function main(args) {
  const command = args.slice(0, 2).join(" ")
  if (command === "ready local") {
    // Ready = the local server answers HTTP at all.
    const answered = await fetch("http://127.0.0.1:9000/").then(
      () => true,
      () => false
    )
    if (!answered) fail("the server on :9000 does not answer")
    return console.log("The cluster is ready")
  }
  if (command === "alias set") {
    const [name, url, accessKey, secretKey] = args.slice(2)
    if (!secretKey) fail("usage: mc alias set ALIAS URL ACCESS_KEY SECRET_KEY")
    fs.mkdirSync(path.dirname(CONFIG), { recursive: true })
    fs.writeFileSync(CONFIG, JSON.stringify({ aliases: { ...readAliases(), [name]: { url, accessKey, secretKey } } }))
    return console.log(`Added \`${name}\` successfully.`)
  }
  if (args[0] === "mb") {
    const ignoreExisting = args.includes("--ignore-existing") || args.includes("-p")
    const settings = target(args[args.length - 1])
    const [status, body] = await s3(settings, "PUT", `/${settings.bucket}`)
    if (status === 409 && ignoreExisting && /BucketAlready(OwnedByYou|Exists)/.test(body)) return console.log(`Bucket ${settings.bucket} already exists.`)
    if (status !== 200) fail(`creating bucket ${settings.bucket}: ${status} ${body}`)
    return console.log(`Bucket created successfully \`${settings.bucket}\`.`)
  }
  if (command === "anonymous set" && args[2] === "download") {
    const settings = target(args[3])
    const policy = JSON.stringify({
      Version: "2012-10-17",
      Statement: [{ Effect: "Allow", Principal: { AWS: ["*"] }, Action: ["s3:GetObject"], Resource: [`arn:aws:s3:::${settings.bucket}/*`] }],
    })
    const [status, body] = await s3(settings, "PUT", `/${settings.bucket}?policy`, policy)
    // s3rver (the minio stand-in) has no bucket policies: it serves every object without keys.
    if (status === 501) return console.log(`Access permission for \`${settings.bucket}\` is set to \`download\` (the server serves every object anonymously).`)
    if (status !== 200 && status !== 204) fail(`setting the bucket policy: ${status} ${body}`)
    return console.log(`Access permission for \`${settings.bucket}\` is set to \`download\``)
  }
  fail(`this stand-in knows only \`ready local\`, \`alias set\`, \`mb [--ignore-existing]\` and \`anonymous set download\` (got \`${args.join(" ")}\`)`)
}

main(process.argv.slice(2)).catch((error) => fail(error.message))
