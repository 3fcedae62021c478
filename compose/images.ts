import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs"
import { createHash } from "node:crypto"
import { join } from "node:path"
import { CACHE_DIR, podman, run } from "./engine"

/**
 * The images docker-compose.yml needs, made on this machine (no image registry is reachable):
 * a Debian base from debootstrap, a stand-in for each third-party image under the exact name
 * compose and the Dockerfiles use (compose/stand-ins: what each honours and how it differs),
 * and the project's own two images from their unmodified Dockerfiles. Everything slow is
 * cached in CACHE_DIR and podman's layer cache, so a warm machine rebuilds almost nothing.
 */

const ROOT = join(__dirname, "..")
const STAND_INS_DIR = join(__dirname, "stand-ins")
export const BASE_IMAGE = "localhost/chaka-compose/debian:bookworm"
/** Marks a stand-in: an image under an official name without it is the real one, used as it is. */
const STAND_IN_LABEL = "org.chaka.compose.stand-in"
/** What the official node:20 image ships (npm 11 skips dependencies' install scripts in a container). */
const NPM_VERSION = "10.8.2"
/**
 * npm's cache, mounted into every build that installs packages: the registry is asked once. (The
 * machine's own npm cache instead was tried: a cold deps stage took no less, docs/testing.md.)
 */
const NPM_CACHE = join(CACHE_DIR, "npm")

type StandIn = { image: string; dir: string; containerfile: string; prepare?: (context: string) => Promise<void> }

/** In build order: the S3 ones build on the node stand-in. */
export const STAND_INS: StandIn[] = [
  { image: "node:20-bookworm-slim", dir: "node", containerfile: "Containerfile", prepare: prepareNodeContext },
  { image: "postgres:17-alpine", dir: "postgres", containerfile: "Containerfile" },
  { image: "redis:7-alpine", dir: "redis", containerfile: "Containerfile" },
  { image: "minio/minio:latest", dir: "s3", containerfile: "minio.Containerfile" },
  { image: "minio/mc:latest", dir: "s3", containerfile: "mc.Containerfile" },
]

/** Docker's full name for a short one, as podman's Docker API looks it up for docker-compose. */
const dockerHubName = (image: string) => (image.includes("/") ? `docker.io/${image}` : `docker.io/library/${image}`)

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** The Debian base every stand-in starts from: podman's copy, else the cached tarball, else debootstrap. */
export async function ensureBaseImage(log: (line: string) => void) {
  if ((await podman(["image", "exists", BASE_IMAGE], { check: false })).code === 0) return log(`base image ${BASE_IMAGE}: cached`)
  const started = Date.now()
  const tarball = join(CACHE_DIR, "debian-bookworm.tar")
  if (!existsSync(tarball)) {
    const rootfs = join(CACHE_DIR, `rootfs.${process.pid}`)
    log(`base image: debootstrap --variant=minbase bookworm from ${debianMirror()} (about a minute)`)
    try {
      await run("debootstrap", ["--variant=minbase", "bookworm", rootfs, debianMirror()])
      await run("tar", ["-C", rootfs, "-cf", `${tarball}.part`, "."])
      await run("mv", [`${tarball}.part`, tarball])
    } finally {
      rmSync(rootfs, { recursive: true, force: true })
    }
  }
  await run("sh", ["-c", 'podman import - "$1" < "$2"', "import", BASE_IMAGE, tarball])
  log(`base image ${BASE_IMAGE}: made in ${seconds(started)}`)
}

/** The machine's own Debian mirror (containers reach it as the machine does). */
function debianMirror(): string {
  if (process.env.CHAKA_DEBIAN_MIRROR) return process.env.CHAKA_DEBIAN_MIRROR
  const sources = ["/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"].filter(existsSync).map((file) => readFileSync(file, "utf8"))
  const mirror = sources.join("\n").match(/(?:URIs:\s*|^deb\s+)(https?:\/\/\S+\/debian)\/?(?:\s|$)/m)?.[1]
  return mirror ?? "http://deb.debian.org/debian"
}

/** Each stand-in under its official name, unless the real image is already here. */
export async function ensureStandIns(log: (line: string) => void) {
  for (const standIn of STAND_INS) {
    const name = dockerHubName(standIn.image)
    const label = await podman(["image", "inspect", name, "--format", `{{index .Labels "${STAND_IN_LABEL}"}}`], { check: false })
    if (label.code === 0 && !label.stdout.trim()) {
      log(`${standIn.image}: the real image is here, used as it is`)
      continue
    }
    const started = Date.now()
    let context = join(STAND_INS_DIR, standIn.dir)
    if (standIn.prepare) {
      context = join(CACHE_DIR, "contexts", standIn.dir)
      await standIn.prepare(context)
    }
    await build(join(context, standIn.containerfile), context, [name], ["--label", `${STAND_IN_LABEL}=compose/stand-ins/${standIn.dir}`])
    log(`${standIn.image}: stand-in from compose/stand-ins/${standIn.dir} ready in ${seconds(started)}`)
  }
}

/** The node stand-in's build context: this machine's node 20, npm 10.8.2 and CA bundle beside its Containerfile. */
async function prepareNodeContext(context: string) {
  const major = Number(process.versions.node.split(".")[0])
  if (major !== 20) throw new Error(`the node:20 stand-in copies this machine's node, which is ${process.version}`)
  mkdirSync(context, { recursive: true })
  for (const file of readdirSync(join(STAND_INS_DIR, "node"))) copyFileSync(join(STAND_INS_DIR, "node", file), join(context, file))
  copyFileSync(process.execPath, join(context, "node"))
  const bundle = "/etc/ssl/certs/ca-certificates.crt"
  if (existsSync(bundle)) copyFileSync(bundle, join(context, "host-ca.crt"))
  else writeFileSync(join(context, "host-ca.crt"), "")
  const npmDir = join(context, "npm")
  if (!existsSync(join(npmDir, "package.json"))) {
    const tarball = join(CACHE_DIR, `npm-${NPM_VERSION}.tgz`)
    if (!existsSync(tarball)) await run("npm", ["pack", `npm@${NPM_VERSION}`, "--silent", "--pack-destination", CACHE_DIR])
    mkdirSync(npmDir, { recursive: true })
    await run("tar", ["-xzf", tarball, "-C", npmDir, "--strip-components=1"])
  }
}

async function build(containerfile: string, context: string, tags: string[], extra: string[] = [], log?: (line: string) => void) {
  mkdirSync(NPM_CACHE, { recursive: true })
  const args = ["build", "--pull=never", "--volume", `${NPM_CACHE}:/root/.npm`, "-f", containerfile, ...tags.flatMap((tag) => ["-t", tag]), ...extra, context]
  // Progress only (each stage's steps, and whether podman's cache had it): npm's own output stays out of the log.
  const progress = log && ((line: string) => (/^\[\d+\/\d+\] STEP|^STEP|Using cache/.test(line) ? log(`  ${line.slice(0, 150)}`) : undefined))
  await run("podman", args, { log: progress })
}

/** The project's images, from backend/Dockerfile and storefront/Dockerfile as they are, named as docker-compose.yml names them. */
export const PROJECT_IMAGES = [
  { image: "chaka-backend", dockerfile: "backend/Dockerfile" },
  { image: "chaka-storefront", dockerfile: "storefront/Dockerfile" },
]

/** Marks a project image with the checkout it was built from. */
const SOURCES_LABEL = "org.chaka.compose.sources"

export async function buildProjectImages(log: (line: string) => void) {
  const sources = await sourcesDigest()
  for (const { image, dockerfile } of PROJECT_IMAGES) {
    const started = Date.now()
    // Even when every layer is cached, podman checksums each COPY's source (the backend's 700 MB
    // of packages) to know it: minutes on 2 cores. Built from these very files already: done.
    const built = await podman(["image", "inspect", `localhost/${image}`, "--format", `{{index .Labels "${SOURCES_LABEL}"}}`], { check: false })
    if (sources && built.code === 0 && built.stdout.trim() === sources) {
      log(`${image}: already built from these sources`)
      continue
    }
    log(`${image}: podman build -f ${dockerfile} . (cached layers are reused)`)
    await build(join(ROOT, dockerfile), ROOT, [`localhost/${image}`], sources ? ["--label", `${SOURCES_LABEL}=${sources}`] : [], log)
    log(`${image}: built in ${seconds(started)}`)
  }
}

/** A digest of every file of the checkout git knows or would (tracked and untracked, not ignored), or undefined without git. */
async function sourcesDigest(): Promise<string | undefined> {
  const listed = await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, check: false }).catch(() => undefined)
  if (!listed || listed.code !== 0) return undefined
  const hash = createHash("sha256")
  for (const file of listed.stdout.split("\0").filter(Boolean).sort()) {
    hash.update(`${file}\0${fileDigest(join(ROOT, file))}\0`)
  }
  return hash.digest("hex").slice(0, 32)
}

/** A listed path's content digest: "-" when deleted but not yet staged; a symbolic link (a private copy's node_modules link, not ignored by git) by its target. */
function fileDigest(path: string): string {
  const stat = lstatSync(path, { throwIfNoEntry: false })
  if (!stat) return "-"
  if (stat.isSymbolicLink()) return `link:${readlinkSync(path)}`
  if (!stat.isFile()) return "not-a-file"
  return createHash("sha256").update(readFileSync(path)).digest("hex")
}
