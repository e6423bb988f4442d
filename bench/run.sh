#!/usr/bin/env bash
# Runs the benchmarks (see bench/run.mjs); ./build.sh bench builds first.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node bench/run.mjs "$@"
