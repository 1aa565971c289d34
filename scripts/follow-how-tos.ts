/**
 * `npm run follow-how-tos [page…]`: follows docs/how-to/*.md on a scratch copy of the repository,
 * so a how-to that stopped being true fails CI (issue 50). Each page's blocks
 * (scripts/lib/how-to-blocks.ts) are applied in order, in one copy, one page after another, each
 * page committed in the copy's own git before the next, so what each page touches is measured
 * alone: the files its `text files` block names, by hand (its file, diff and locale blocks) and
 * by `generate`, must be exactly the files that changed. The checks the pages run (type check,
 * check-*, vitest) are gathered and run once at the end, vitest as one invocation: one type check
 * and one set of template databases instead of five, which is what keeps the run near two minutes
 * on two cores.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { applyDiff, nextMigrationNumber, parseBlocks, type Block } from './lib/how-to-blocks.js'

const repo = path.resolve(import.meta.dirname, '..')
const pagesDir = path.join(repo, 'docs/how-to')
const started = Date.now()
const secs = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`
// The pages' vitest commands name api-pglite: with a PostgreSQL server given, that project runs
// only its own files (vitest.config.ts), so the copy runs without it.
/** The background type check, ended if the follow fails before it does. */
const children: ReturnType<typeof spawn>[] = []
const env: NodeJS.ProcessEnv = { ...process.env, TEST_DATABASE_URL: '' }
delete env.TEST_DATABASE_URL

function run(cwd: string, cmd: string, quiet = false) {
  const res = spawnSync('sh', ['-c', cmd], { cwd, env, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`${cmd}: exit ${res.status}\n${quiet ? res.stdout + res.stderr : ''}`)
  return quiet ? res.stdout : ''
}

/** The working tree's files as git sees them (tracked and new, not ignored), edits included. */
function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-how-tos-'))
  const files = run(repo, 'git ls-files -z --cached --others --exclude-standard', true)
    .split('\0')
    .filter(
      (f) => f && fs.existsSync(path.join(repo, f)) && !fs.lstatSync(path.join(repo, f)).isSymbolicLink(),
    )
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.copyFileSync(path.join(repo, f), path.join(dir, f))
  }
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(dir, 'node_modules'))
  const git = 'git -c user.name=follow -c user.email=follow@localhost -c commit.gpgsign=false'
  run(dir, `git init -q && git add -A && ${git} commit -qm base`, true)
  return dir
}

/** Content hash of every file git reports as changed in the copy. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of run(dir, 'git status --porcelain -z --untracked-files=all', true).split('\0')) {
    const file = entry.slice(3)
    if (!file) continue
    const full = path.join(dir, file)
    out.set(
      file,
      fs.existsSync(full) ? crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex') : '-',
    )
  }
  return out
}
const changedBetween = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f))

/**
 * The type check's build info of the repository (scripts/test.sh writes it), made valid in the
 * copy: its paths are relative to tmp/, and those that leave the tree (node_modules, resolved to
 * its real place) must lead to the same files from the copy's tmp/. With it the copy's type check
 * re-checks only what the pages' changes reach: a third less of the run's longest step.
 */
function seedBuildInfo(dir: string): boolean {
  const from = path.join(repo, 'tmp/tsc.tsbuildinfo')
  if (!fs.existsSync(from)) return false
  const info = JSON.parse(fs.readFileSync(from, 'utf8')) as { fileNames: string[] }
  const inTree = (abs: string) =>
    abs.startsWith(repo + path.sep) && !abs.includes(`${path.sep}node_modules${path.sep}`)
  info.fileNames = info.fileNames.map((f) => {
    const abs = path.resolve(repo, 'tmp', f)
    if (inTree(abs)) return f
    const real = fs.existsSync(abs) ? fs.realpathSync(abs) : abs
    return path.relative(path.join(dir, 'tmp'), real)
  })
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'tmp/tsc.tsbuildinfo'), JSON.stringify(info))
  return true
}

/** A check runs once at the end for every page; anything else (generate) runs where it stands. */
const isCheck = (cmd: string) => /^(\w+=\S+\s+)*npx (tsc|vitest|tsx scripts\/check-)/.test(cmd)

interface PageResult {
  page: string
  hand: string[]
  generated: string[]
  checks: string[]
}

function follow(dir: string, page: string, blocks: Block[]): PageResult {
  const who = new Map<string, Set<'hand' | 'generate'>>()
  const mark = (files: string[], w: 'hand' | 'generate') =>
    files.forEach((f) => who.set(f, (who.get(f) ?? new Set()).add(w)))
  const checks: string[] = []
  let claims: { who: string; path: string }[] | undefined
  blocks.forEach((b, n) => {
    const before = snapshot(dir)
    if (b.kind === 'file') {
      const file = path.join(dir, b.path)
      if (fs.existsSync(file)) throw new Error(`${page}: ${b.path} exists already`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, b.text)
    } else if (b.kind === 'diff') {
      const file = path.join(dir, b.path)
      fs.writeFileSync(file, applyDiff(fs.readFileSync(file, 'utf8'), b.text, `${page} ${b.path}`))
    } else if (b.kind === 'locales') {
      // tmp/ is ignored by git: the part is the page's text, not a file of the change.
      const part = path.join(dir, 'tmp', `locales-${n}.json`)
      fs.mkdirSync(path.dirname(part), { recursive: true })
      fs.writeFileSync(part, b.text)
      run(dir, `npx tsx scripts/locale-add.ts ${path.relative(dir, part)}`, true)
    } else if (b.kind === 'shell') {
      for (const cmd of b.commands) {
        if (isCheck(cmd)) checks.push(cmd)
        else {
          const t = Date.now()
          const ran = snapshot(dir)
          run(dir, cmd, true)
          console.log(`  ${cmd} (${secs(t)})`)
          mark(changedBetween(ran, snapshot(dir)), 'generate')
        }
      }
      return
    } else if (b.kind === 'files') {
      claims = b.claims
      return
    }
    mark(changedBetween(before, snapshot(dir)), 'hand')
  })
  if (!claims) throw new Error(`${page}: no \`text files\` block says which files it changes`)
  const list = (w: string) =>
    [...who]
      .filter(([, s]) => s.has(w as never))
      .map(([f]) => f)
      .sort()
  const claimed = (w: string) =>
    claims!
      .filter((c) => c.who === w)
      .map((c) => c.path)
      .sort()
  for (const w of ['hand', 'generate'])
    if (JSON.stringify(list(w)) !== JSON.stringify(claimed(w)))
      throw new Error(
        `${page}: files changed by ${w}: ${list(w).join(', ') || 'none'}; the page says ${claimed(w).join(', ') || 'none'}`,
      )
  const git = 'git -c user.name=follow -c user.email=follow@localhost -c commit.gpgsign=false'
  run(dir, `git add -A && ${git} commit -qm ${JSON.stringify(page)}`, true)
  return { page, hand: list('hand'), generated: list('generate'), checks }
}

/** The pages' vitest commands as one: their projects and files, their environment. */
function oneVitest(cmds: string[]): string {
  const vars = new Map<string, string>()
  const projects = new Set<string>()
  const files = new Set<string>()
  for (const cmd of cmds) {
    const words = cmd.split(/\s+/)
    while (/^\w+=/.test(words[0])) {
      const [k, v] = words.shift()!.split('=')
      if (vars.has(k) && vars.get(k) !== v) throw new Error(`vitest commands disagree on ${k}`)
      vars.set(k, v)
    }
    for (let i = 3; i < words.length; i++)
      if (words[i] === '--project') projects.add(words[++i])
      else files.add(words[i])
  }
  const assigns = [...vars].map(([k, v]) => `${k}=${v} `).join('')
  return `${assigns}npx vitest run ${[...projects].map((p) => `--project ${p}`).join(' ')} ${[...files].join(' ')}`
}

async function main() {
  // `--steps-only`: apply the pages and check their files, without the checks (a page's author's loop).
  const stepsOnly = process.argv.includes('--steps-only')
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const pages = fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.md') && (!only.length || only.some((o) => f.includes(o))))
    .sort()
  let t = Date.now()
  const dir = scratchCopy()
  console.log(`follow-how-tos: scratch copy ${dir} (${secs(t)})`)
  try {
    t = Date.now()
    run(dir, 'npx tsx scripts/generate.ts', true)
    console.log(`  the copy's own generate (${secs(t)})`)
    const results: PageResult[] = []
    for (const page of pages) {
      t = Date.now()
      console.log(`== ${page}`)
      // A page's NNNN is the next migration number of the copy as this page starts.
      const blocks = parseBlocks(fs.readFileSync(path.join(pagesDir, page), 'utf8'), nextMigrationNumber(dir))
      results.push(follow(dir, page, blocks))
      const r = results.at(-1)!
      console.log(
        `  by hand: ${r.hand.join(', ')}\n  by generate: ${r.generated.join(', ') || 'none'} (${secs(t)})`,
      )
    }
    const all = stepsOnly ? [] : [...new Set(results.flatMap((r) => r.checks))]
    const vitest = all.filter((c) => /npx vitest/.test(c))
    const incremental = seedBuildInfo(dir) ? ' --incremental --tsBuildInfoFile tmp/tsc.tsbuildinfo' : ''
    const tsc = all.filter((c) => /npx tsc/.test(c))
    const others = all.filter((c) => !vitest.includes(c) && !tsc.includes(c))
    tsc.forEach((c, i) => (tsc[i] = c + incremental))
    // The type check on one core while the others run on the other.
    t = Date.now()
    const typeCheck = tsc.map(
      (cmd) =>
        new Promise<string>((resolve, reject) => {
          const child = spawn('sh', ['-c', cmd], {
            cwd: dir,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          })
          children.push(child)
          let out = ''
          child.stdout.on('data', (d) => (out += d))
          child.stderr.on('data', (d) => (out += d))
          child.on('close', (code) =>
            code === 0 ? resolve(`${cmd} (${secs(t)})`) : reject(new Error(`${cmd}\n${out}`)),
          )
        }),
    )
    typeCheck.forEach((p) => p.catch(() => undefined))
    for (const cmd of others) {
      const t0 = Date.now()
      run(dir, cmd, true)
      console.log(`  ${cmd} (${secs(t0)})`)
    }
    if (vitest.length) {
      const t0 = Date.now()
      const cmd = oneVitest(vitest)
      console.log(`  ${cmd}`)
      run(dir, `${cmd} --reporter=dot`)
      console.log(`  (vitest ${secs(t0)})`)
    }
    for (const line of await Promise.all(typeCheck)) console.log(`  ${line}`)
    console.log(`follow-how-tos: ${results.length} page(s) followed in ${secs(started)}`)
  } finally {
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid)
    if (process.env.FOLLOW_KEEP) console.log(`(kept ${dir})`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
