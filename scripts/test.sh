#!/usr/bin/env bash
# `npm test`: everything a fresh machine can run. `npm run generate` has already run (pretest).
set -euo pipefail
cd "$(dirname "$0")/.."
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
# Each phase prints its wall time, so a landing's note can say where CI's time goes.
phase_start=$SECONDS
phase() {
  echo "(phase took $((SECONDS - phase_start)) s; $SECONDS s so far)"
  phase_start=$SECONDS
  echo "== $1"
}

# The type check runs beside the other static checks: each keeps one core busy, and together they
# took three and a half minutes one after another.
echo "== type check (in the background), format, lint, locales, domain graph"
# Its build info (tmp/, ignored) lets the how-tos' follow re-check only what their changes reach.
mkdir -p tmp
npx tsc --noEmit -p tsconfig.json --incremental --tsBuildInfoFile tmp/tsc.tsbuildinfo > "$results_dir/tsc.log" 2>&1 &
tsc_pid=$!
echo "== format"
npx prettier --check . --log-level warn
echo "== lint"
npx eslint --max-warnings 0 .
echo "== locales"
npx tsx scripts/check-locales.ts
echo "== domain graph (docs/domains.md)"
npx tsx scripts/check-domains.ts
echo "== type check"
if ! wait "$tsc_pid"; then
  cat "$results_dir/tsc.log"
  exit 1
fi

projects=(--project unit --project component --project api-pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The full API suite on PostgreSQL; PGlite then runs its own files (tests/setup/pglite-files.ts).
  projects+=(--project api-postgres)
else
  echo "(TEST_DATABASE_URL is not set: the API suite runs on PGlite only)"
fi
phase "unit, component and API tests"
npx vitest run "${projects[@]}" --reporter=default --reporter=json --outputFile.json="$results_dir/main.json"

# Each how-to of docs/how-to/ applied to a scratch copy, with its checks (docs/testing.md).
phase "how-tos followed on a scratch copy"
npx tsx scripts/follow-how-tos.ts

# The browser build and Chromium first: the cluster's live diary opens the app in two browsers too.
phase "build"
npx vite build --logLevel warn
bash scripts/ensure-chromium.sh

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase "cluster tests (two servers and HAProxy on PostgreSQL; two browsers on two server processes)"
  bash scripts/ensure-haproxy.sh
  npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$results_dir/cluster.json"
fi

phase "end-to-end tests"
# The second run starts from a copy of the demo the first one seeded (tests/e2e/seed-cache.ts):
# the seed was most of each run's global setup.
export E2E_SEED_CACHE="$results_dir/e2e-seed"
# The diary tests book rooms, change block flags and leave notifications on the demo admin: they
# run against a server of their own (a second global setup) so the other screens start clean.
npx vitest run --project e2e --exclude 'tests/e2e/diary-*' --reporter=default --reporter=json --outputFile.json="$results_dir/e2e.json"
npx vitest run --project e2e tests/e2e/diary- --reporter=default --reporter=json --outputFile.json="$results_dir/e2e-diary.json"

phase "summary"
node scripts/test-summary.mjs "$results_dir"/*.json
