#!/usr/bin/env bash
# Builds the fuzz targets and runs each for SECONDS (default 15), as many at once as there are
# cores (FUZZ_JOBS; a libFuzzer run uses one), from a seed corpus
# made now from the shipped tables, themes and examples (seed-corpus.py, into
# .build/fuzz-corpus). New inputs go to a scratch corpus (FUZZ_WORK, default
# .build/fuzz-work); a crash, a broken invariant, a slow input or a memory blow-up stops the
# run with exit 1 and leaves the input beside the scratch corpus.
#
#   FUZZ_CONFIGURATION=debug ./run.sh   # CI: 15 s per target, 45 s in all on two cores
#   ./run.sh 3600         # an hour per target
#   ./run.sh 600 tables   # one target
#
# FUZZ_SEED fixes libFuzzer's random seed (CI sets it, so that a failure there can be re-run).
# FUZZ_CONFIGURATION is the build: release (the default: optimised, for long runs) or debug
# (what CI's short pass builds: about a quarter of the build time, at a third to a quarter of
# the inputs a second).
set -euo pipefail
cd "$(dirname "$0")"
# The root package offers its tool-side libraries as products only when asked (Package.swift).
export STOREFINDER_TOOL_PRODUCTS=1
seconds=${1:-15}
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(tables themes input messages translations tokens)
work=${FUZZ_WORK:-.build/fuzz-work}
seeds=.build/fuzz-corpus
python3 seed-corpus.py --output "$seeds" >/dev/null

# The code under test is instrumented for coverage (and AddressSanitizer, for the unsafe
# buffer code in the readers) from here, not from Package.swift: a dependency's settings
# cannot be set from a dependent's manifest. -sanitize=fuzzer itself is only on the fuzz
# targets, because the build also links the resource compiler, which has its own main.
# The toolchain's lld links: gold warns of a symbol AddressSanitizer's runtime keeps local.
configuration=${FUZZ_CONFIGURATION:-release}
ASAN_OPTIONS=detect_leaks=0 swift build -c "$configuration" -Xswiftc -use-ld=lld \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
bin=$(swift build -c "$configuration" -Xswiftc -use-ld=lld --show-bin-path)

# One target's run: its summary (or, on failure, the input's place and the error) goes to
# $work/$target.summary and its exit status to $work/$target.status, printed in order below.
fuzz() {
    local target=$1 log="$work/$1.log" summary="$work/$1.summary"
    mkdir -p "$work/$target"
    # Bounded per input: 64 KiB, 10 s and 2 GiB. SWIFT_BACKTRACE is off so that libFuzzer, not
    # Swift's interactive backtracer, reports a trap.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$bin/fuzz-$target" "$work/$target" "$seeds/$target" \
        ${FUZZ_SEED:+-seed="$FUZZ_SEED"} -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$work/$target-" >"$log" 2>&1; then
        grep -E "stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" "$log" \
            | sed 's/^/  /' >"$summary"
        echo 0 >"$work/$target.status"
    else
        { echo "fuzz-$target failed; the input is at $work/$target-*:"; grep -aE "invariant broken|ERROR|SUMMARY" "$log" | head -5; } >"$summary"
        echo 1 >"$work/$target.status"
    fi
}

parallel=${FUZZ_JOBS:-$(nproc)}
mkdir -p "$work"
for target in "${targets[@]}"; do
    while (( $(jobs -rp | wc -l) >= parallel )); do wait -n || true; done
    rm -f "$work/$target.status"
    fuzz "$target" &
done
wait

status=0
for target in "${targets[@]}"; do
    echo "fuzz-$target: ${seconds}s"
    if [[ "$(cat "$work/$target.status" 2>/dev/null)" == 0 ]]; then
        cat "$work/$target.summary"
    else
        status=1
        cat "$work/$target.summary" >&2 2>/dev/null || echo "fuzz-$target did not finish" >&2
    fi
done
exit "$status"
