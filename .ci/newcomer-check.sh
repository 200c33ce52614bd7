#!/usr/bin/env bash
# The newcomer's path, on the clean clone after `npm ci`: `npm start` on a fresh data folder
# answers /api/health, and a SIGTERM sent once while it starts and once when it is up
# leaves no process behind (DynamoDB Local's Java, s3rver, the watchdog, node children).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { printf '\nnewcomer check FAILED: %s\n' "$*" >&2; exit 1; }

work=$(mktemp -d)
started_pid=''
# On a failure, the stack under test is stopped the way a user would (SIGTERM to npm and to
# its children: npm does not pass a signal on once it is itself killed).
cleanup() {
  if [ -n "$started_pid" ] && kill -0 "$started_pid" 2>/dev/null; then
    for pid in $(proc descendants "$started_pid") "$started_pid"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait "$started_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# Process listings read from /proc with node (a fresh machine may have no procps).
# descendants PID: every process below PID; using FOLDER: processes whose command line names it.
proc() {
  node -e '
    const { readdirSync, readFileSync } = require("node:fs");
    const [what, arg] = process.argv.slice(1);
    const read = (pid, file) => { try { return readFileSync(`/proc/${pid}/${file}`, "utf8"); } catch { return ""; } };
    const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
    if (what === "using") {
      for (const pid of pids) if (read(pid, "cmdline").includes(arg)) console.log(pid);
    } else {
      const parent = new Map(pids.map((pid) => [pid, read(pid, "stat").replace(/^.*\) /, "").split(" ")[1]]));
      const below = new Set([arg]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const [pid, ppid] of parent) if (below.has(ppid) && !below.has(pid)) { below.add(pid); grew = true; }
      }
      below.delete(arg);
      for (const pid of below) console.log(pid);
    }
  ' "$@"
}

# Waits until "$1" (a shell test) holds, at most $2 seconds; says what was awaited on failure.
wait_for() {
  local condition=$1 limit=$2 what=$3 waited=0
  until eval "$condition"; do
    sleep 0.2
    waited=$((waited + 1))
    [ "$waited" -le $((limit * 5)) ] || fail "$what (not within ${limit} s; see the log below)
$(tail -30 "$log")"
  done
}

# Starts `npm start` on a fresh data folder in the background: sets data, log, started_pid.
start_stack() {
  data="$work/$1"
  log="$work/$1.log"
  mkdir -p "$data"
  LOCAL_DATA_DIR="$data" PORT=0 npm start >"$log" 2>&1 &
  started_pid=$!
}

# Sends SIGTERM once, waits for npm to exit with 0, then checks that nothing is left.
stop_and_check() {
  local moment=$1 tree
  tree=$(proc descendants "$started_pid")
  kill -TERM "$started_pid"
  local code=0
  wait "$started_pid" || code=$?
  started_pid=''
  [ "$code" -eq 0 ] || fail "npm start exited with $code after SIGTERM $moment
$(tail -30 "$log")"
  # The watchdog and s3rver stop on their own once the stack's process is gone: give them a moment.
  local left='' tries=0
  while :; do
    left=''
    for pid in $tree; do kill -0 "$pid" 2>/dev/null && left="$left $pid"; done
    for pid in $(proc using "$data"); do left="$left $pid"; done
    [ -z "$left" ] && break
    tries=$((tries + 1))
    if [ "$tries" -gt 50 ]; then
      fail "processes left after SIGTERM $moment:
$(for pid in $left; do printf '%s %s\n' "$pid" "$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"; done)"
    fi
    sleep 0.2
  done
  echo "  SIGTERM $moment: npm start exited with 0, no process left"
}

echo "npm start on a fresh data folder..."
start_stack up
wait_for "grep -q 'Fotostudio is running at' '$log'" 300 "npm start did not print its banner"
url=$(grep -o 'running at http://[0-9.:]*' "$log" | head -1 | sed 's/running at //')
health=$(node -e 'fetch(process.argv[1]).then(async (r) => { if (!r.ok) process.exit(1); console.log(await r.text()); }, () => process.exit(1))' "$url/api/health") ||
  fail "GET $url/api/health failed"
echo "  $url/api/health answered: $health"
[ -n "$(proc using "$data")" ] || fail "no stand-in runs on $data although the stack is up"
stop_and_check "when it is up"

echo "npm start, stopped while it starts..."
start_stack starting
wait_for "[ -e '$data/dynamodb-local.pid' ]" 300 "DynamoDB Local was not started"
grep -q 'Fotostudio is running at' "$log" && fail "the stack was up before the SIGTERM could be sent while starting"
stop_and_check "while it starts"
