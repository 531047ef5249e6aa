#!/usr/bin/env bash
# `npm run dev`: bootstrap, then the dev stack (Auth emulator, mail catcher, gateway, every app
# with a dev script). Ctrl+C stops everything. Extra arguments pick apps: `npm run dev -- member-api`.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bash "$repo_root/tooling/scripts/bootstrap.sh"
cd "$repo_root/tooling/dev-stack"
exec node --import tsx src/cli.ts dev "$@"
