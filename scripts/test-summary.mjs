// Adds up vitest's JSON reports into one closing line: "N passed, N failed".
import fs from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  passed += r.numPassedTests
  failed += r.numFailedTests
  skipped += r.numPendingTests + (r.numTodoTests ?? 0)
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
