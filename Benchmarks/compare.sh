#!/usr/bin/env bash
# Runs every comparison on this machine, in CPU time (user + system, every thread), and prints
# one line per comparison:
#   NAME ours=<median> peer=<median> ratio=<peer/ours> target=<…> met|missed
# then `targets met: N of M`.
#
# - cpu-compare times StoreFinder and its peers in one process, round by round; a ratio is the
#   median of the rounds' ratios.
# - The CLI and the hello world are timed as whole processes, alternately, from the CPU time
#   the kernel charges each (wait4); so is the app's cold first screen.
#
#   ./compare.sh            ROUNDS=21 by default
set -euo pipefail
cd "$(dirname "$0")"
# The root package offers its tool-side libraries as products only when asked (Package.swift).
export STOREFINDER_TOOL_PRODUCTS=1
source ./cli-workload.sh
rounds="${ROUNDS:-21}"

echo "building (release)…" >&2
# NB: SwiftPM's plan of a nested package misses files added to or removed from the root
# package; without it, the build is planned afresh.
rm -f .build/release.yaml
swift build -c release >&2
swift build -c release --product storefinder >&2
bin="$(swift build -c release --show-bin-path)"

echo "running cpu-compare ($rounds rounds)…" >&2
compare=$("$bin/cpu-compare" "$rounds")
echo "$compare" | grep -v '^targets met'
met=$(echo "$compare" | awk '/^targets met/ { print $3 }')
total=$(echo "$compare" | awk '/^targets met/ { print $5 }')

# Whole processes: median CPU time (ms) and median peak RSS (KB) of each command over `rounds`
# runs, the commands taking turns.
processes() {  # processes ROUNDS -- COMMAND… -- COMMAND…
    python3 - "$@" <<'PY'
import os, statistics, subprocess, sys
rounds = int(sys.argv[1])
commands, current = [], None
for argument in sys.argv[2:]:
    if argument == "--":
        current = []
        commands.append(current)
    else:
        current.append(argument)
cpu = [[] for _ in commands]
rss = [[] for _ in commands]
for _ in range(rounds + 2):
    for index, command in enumerate(commands):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{command[0]} failed")
        cpu[index].append((usage.ru_utime + usage.ru_stime) * 1000)
        rss[index].append(usage.ru_maxrss)
for index in range(len(commands)):
    # The first two runs of each warm the page cache, so they are left out.
    print(f"{statistics.median(cpu[index][2:]):.2f} {statistics.median(rss[index][2:]):.0f}")
PY
}

line() {  # line NAME OURS PEER UNIT TARGET: met when peer/ours >= target
    local verdict
    verdict=$(awk -v o="$2" -v p="$3" -v t="$5" 'BEGIN { r = (o > 0 ? p / o : 0); printf "%.2f %s", r, (r >= t ? "met" : "missed") }')
    total=$((total + 1))
    [[ "$verdict" == *" met" ]] && met=$((met + 1))
    echo "$1 ours=$2$4 peer=$3$4 ratio=${verdict% *} target=$5 ${verdict#* }"
}

echo "timing the CLI against a hello world…" >&2
measured=$(processes "$rounds" -- "$bin/storefinder" "${cli_arguments[@]}" -- "$bin/hello-date")
read -r cli_cpu cli_rss <<<"$(echo "$measured" | sed -n 1p)"
read -r hello_cpu hello_rss <<<"$(echo "$measured" | sed -n 2p)"
# Met when the CLI takes at most 2× the hello world's CPU time.
line "cli.cpu" "$cli_cpu" "$hello_cpu" ms 0.5
line "cli.rss" "$cli_rss" "$hello_rss" KB 0.5

echo "timing review --check with and without the HTML report…" >&2
report="$(mktemp -d)"
trap 'rm -rf "$report"' EXIT
review=("$bin/storefinder" "${review_arguments[@]}" --approved "$(cd .. && pwd)/Review")
measured=$(processes "$rounds" -- "${review[@]}" --html "$report" -- "${review[@]}")
html_cpu=$(echo "$measured" | sed -n 1p | cut -d' ' -f1)
check_cpu=$(echo "$measured" | sed -n 2p | cut -d' ' -f1)
# Met when the check alone takes at least 1/1.5 of the check with the report: the report adds ≤ 50%.
line "review.html" "$html_cpu" "$check_cpu" ms 0.667

echo "timing an app's cold first screen…" >&2
cold=()
for _ in $(seq "$rounds"); do cold+=("$("$bin/cold-screen")"); done
cold_ms=$(printf '%s\n' "${cold[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.3f", a[int((NR + 1) / 2)] / 1e6 }')
echo "coldScreen cpu=${cold_ms}ms (compiled tables and theme to the list's view data for 12 stores, once per process; reported, no target)"

echo "targets met: $met of $total"
