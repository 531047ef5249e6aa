#!/usr/bin/env bash
# `npm test`: bootstrap → build, type-check, lint, unit tests, package checks, Storybook build
# (turbo, every workspace package) → prettier --check . → the browser tests (every package
# with a test:e2e or test:a11y script) → each step's and each suite's time (the slowest files and
# turbo tasks named) → one closing line: "tests: N passed, M failed".
# Every step runs even when an earlier one failed; the exit code is non-zero if anything failed.
set -uo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo_root"

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export NO_UPDATE_NOTIFIER=1
export TURBO_TELEMETRY_DISABLED=1
export STORYBOOK_DISABLE_TELEMETRY=1
export DO_NOT_TRACK=1
# Builds here use the local deployment values; a production build sets MEMBER_HUB_DEPLOYMENT_CONFIG
# instead (README "Production configuration").
export MEMBER_HUB_PROFILE="${MEMBER_HUB_PROFILE:-test}"
export FORCE_COLOR=0
# No Playwright traces in the whole run: they cost about a quarter of the browser suites' CPU, and a
# failure keeps its error and screenshot (tooling/playwright-config).
export MEMBER_HUB_E2E_TRACE="${MEMBER_HUB_E2E_TRACE:-off}"

ci=false
if [ "${CI:-}" = "true" ] || [ "${CI:-}" = "1" ]; then ci=true; fi

started=$(date +%s)
say() { printf '\n[test] %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

bash tooling/scripts/bootstrap.sh --browser --nginx || {
  echo "[test] bootstrap failed" >&2
  exit 1
}

# Fresh reports: the closing line counts only this run.
rm -rf reports/vitest reports/playwright reports/turbo reports/steps.tsv .turbo/runs
mkdir -p reports/vitest reports/playwright reports/turbo
printf 'bootstrap\t%s\tok\n' "$(($(date +%s) - started))" >>reports/steps.tsv

# PostgreSQL for the member API's database tests (PGlite is always tested).
pg_up() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p 5432
  else
    (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
  fi
}
if ! pg_up && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  for version in $(ls /etc/postgresql); do
    say "starting PostgreSQL $version"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
if pg_up; then
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  say "PostgreSQL reachable: TEST_DATABASE_URL=$TEST_DATABASE_URL"
elif [ "$ci" = true ]; then
  echo "[test] PostgreSQL is not reachable at 127.0.0.1:5432 (CI needs it for the member API tests)." >&2
  echo "[test] Start it (pg_ctlcluster --skip-systemctl-redirect <version> main start) and run again." >&2
  exit 1
else
  say "PostgreSQL not reachable at 127.0.0.1:5432: the member API's PostgreSQL tests are skipped"
fi

# Each step's wall time goes to reports/steps.tsv and the turbo run summaries (--summarize: each
# task's start and end) to reports/turbo/, for the closing summary of where the time went.
failed_steps=()
step() {
  local name="$1" outcome=ok step_started
  shift
  say "── $name"
  step_started=$(date +%s)
  if ! "$@"; then
    failed_steps+=("$name")
    outcome=failed
  fi
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - step_started))" "$outcome" >>reports/steps.tsv
  if [ -d .turbo/runs ]; then
    for run in .turbo/runs/*.json; do [ -e "$run" ] && mv "$run" reports/turbo/; done
  fi
}

step "build, typecheck, lint, test, check:package, build-storybook" \
  pnpm turbo run build typecheck lint test check:package build-storybook \
  --continue --concurrency=2 --output-logs=errors-only --summarize

step "prettier --check ." pnpm exec prettier --check . --log-level warn

# One stack at a time: the browser suites share the test-profile ports.
# Other shells on the machine (a second work tree) take the same lock before a Playwright run.
e2e_lock() { if command -v flock >/dev/null 2>&1; then flock /tmp/member-hub-e2e.lock "$@"; else "$@"; fi; }
step "browser tests (test:e2e, test:a11y)" \
  e2e_lock pnpm turbo run test:e2e test:a11y --continue --concurrency=1 --output-logs=full --summarize

elapsed=$(($(date +%s) - started))
say "finished in $((elapsed / 60)) min $((elapsed % 60)) s"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  for name in "${failed_steps[@]}"; do echo "[test] FAILED: $name"; done
fi

node tooling/scripts/summarize-tests.mjs
summary=$?
if [ "${#failed_steps[@]}" -gt 0 ] || [ "$summary" -ne 0 ]; then exit 1; fi
exit 0
