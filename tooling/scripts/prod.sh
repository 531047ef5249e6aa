#!/usr/bin/env bash
# `npm run start:prod`: bootstrap (with Debian's nginx), then the production topology on this
# machine: nginx in front of the production builds of the hub and the profile app and of two
# member-api instances, on PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379). Ctrl+C stops it.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bash "$repo_root/tooling/scripts/bootstrap.sh" --nginx
cd "$repo_root/tooling/dev-stack"
exec node --import tsx src/prod-cli.ts "$@"
