#!/usr/bin/env bash
# Runs every comparison side by side on this machine and prints one line per comparison:
#   GROUP ours=<median> peer=<median> ratio=<peer/ours> target=<…> met|missed
# then `targets met: N of M`. Medians are p50 wall-clock times from ordo-one/benchmark
# (per operation for micro benchmarks), or from hyperfine for whole processes.
set -euo pipefail
cd "$(dirname "$0")"
source ./cli-workload.sh

results="${RESULTS:-.benchmark-results}"
rm -rf "$results"
mkdir -p "$results"

echo "building (release)…" >&2
swift build -c release >&2
swift build -c release --product storefinder >&2
bin="$(swift build -c release --show-bin-path)"

echo "running benchmarks…" >&2
swift package --disable-sandbox benchmark --format histogramPercentiles --path "$results" --no-progress >&2

p50() {  # p50 BENCHMARK METRIC
    awk -F'\t' '$1 == "50" { print $2 }' "$results/Current_run.StoreFinderBenchmarks.$1.$2.histogram.percentiles.tsv"
}

met=0
total=0
line() {  # line GROUP OURS PEER UNIT TARGET_RATIO   (met when peer/ours >= target)
    local group=$1 ours=$2 peer=$3 unit=$4 target=$5
    local verdict
    if [[ -z "$ours" || -z "$peer" ]]; then
        verdict="n/a missed"
    else
        verdict=$(awk -v o="$ours" -v p="$peer" -v t="$target" 'BEGIN { r = (o > 0 ? p / o : 0); printf "%.2f %s", r, (r >= t ? "met" : "missed") }')
    fi
    total=$((total + 1))
    [[ "$verdict" == *met ]] && [[ "$verdict" != *missed ]] && met=$((met + 1))
    echo "$group ours=${ours}${unit} peer=${peer}${unit} ratio=${verdict% *} target=${target} ${verdict#* }"
}

line "tableLoad.yams" "$(p50 tableLoad.ours wallClock)" "$(p50 tableLoad.yams wallClock)" ns 5
line "tableLoad.floor" "$(p50 tableLoad.ours wallClock)" "$(p50 tableLoad.floor wallClock)" ns 0.667
line "lookup" "$(p50 lookup.ours wallClock)" "$(p50 lookup.stringFormat wallClock)" ns 1
line "plural" "$(p50 plural.ours wallClock)" 1000 ns 1
line "container" "$(p50 container.ours wallClock)" "$(p50 container.swinject wallClock)" ns 20
line "rows" "$(p50 rows.ours wallClock)" "$(p50 rows.mustache wallClock)" ns 2

# Scale: time per store at 100k against time per store at 1k (linear means ratio near 1).
per1k=$(awk -v t="$(p50 scale.1k wallClock)" 'BEGIN { printf "%d", t / 1000 }')
per100k=$(awk -v t="$(p50 scale.100k wallClock)" 'BEGIN { printf "%d", t / 100000 }')
line "scale.perStore" "$per100k" "$per1k" ns 0.769
for size in 1k 10k 100k; do
    echo "scale.$size peakMemory=$(p50 scale.$size peakMemoryResident)M time=$(p50 scale.$size wallClock)ns"
done

# The CLI, whole process, against a Swift hello world that formats one date.
median_wall() {  # median of 15 runs, in ms
    if command -v hyperfine >/dev/null; then
        # -N: no intermediate shell, so the shell's own start-up is not measured; one command string.
        hyperfine -N --warmup 3 --runs 15 --export-json "$results/hyperfine.json" "$*" >/dev/null 2>&1
        python3 -c "import json,statistics; print(round(statistics.median(json.load(open('$results/hyperfine.json'))['results'][0]['times'])*1000, 2))"
    else
        # /usr/bin/time prints wall time in hundredths of a second, too coarse for a
        # process that takes milliseconds; time the same 3 + 15 runs with a monotonic clock.
        python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
def once():
    start = time.perf_counter_ns()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter_ns() - start) / 1e6
for _ in range(3):
    once()
print(round(statistics.median(once() for _ in range(15)), 2))
PY
    fi
}
peak_rss() {  # median peak RSS of 5 runs, in KB
    for _ in $(seq 5); do /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
cli=("$bin/storefinder" "${cli_arguments[@]}")
hello=("$bin/hello-date")
line "cli.wall" "$(median_wall "${cli[@]}")" "$(median_wall "${hello[@]}")" ms 0.5
line "cli.rss" "$(peak_rss "${cli[@]}")" "$(peak_rss "${hello[@]}")" KB 0.5

echo "targets met: $met of $total"
