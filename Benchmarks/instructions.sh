#!/usr/bin/env bash
# Counts instructions per operation with callgrind, which, unlike wall time, repeats from run
# to run on a shared host. Each workload of `bench-inputs --profile` runs at two loop counts;
# the difference divided by the extra iterations leaves process start-up and set-up out.
# Prints one line per workload: its name, the instructions per iteration, and what one
# iteration is. Hashing is made deterministic, so dictionaries probe alike in every run.
#
#   ./instructions.sh                 every workload
#   ./instructions.sh plural rows     some of them (scale100k runs only when named)
#   ./instructions.sh cli             the CLI and the hello world, whole processes: start-up
#                                     is what that comparison measures, so nothing is subtracted
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }

swift build -c release --product bench-inputs >&2
bin="$(swift build -c release --show-bin-path)/bench-inputs"
export SWIFT_DETERMINISTIC_HASHING=1
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

count() {  # count WORKLOAD N → instructions of the whole process
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out" "$bin" --profile "$1" "$2" 2>&1 >/dev/null \
        | awk '/Collected :/ { print $NF }'
}

# workload, small and large loop counts, and what one iteration is
workloads=(
    "tableLoad 1 2 load-and-free-of-the-10k-key-table"
    "plural 10000 20000 Russian-plural-lookup"
    "rows 2 4 mapping-1000-stores-and-5-renders"
    "scale1k 1 2 state-to-text-for-1000-stores"
    "scale10k 1 2 state-to-text-for-10000-stores"
)
# Minutes under callgrind, so only when asked for by name.
[[ " $* " == *" scale100k "* ]] && workloads+=("scale100k 1 2 state-to-text-for-100000-stores")
selected=("$@")
for entry in "${workloads[@]}"; do
    read -r name small large per <<<"$entry"
    if ((${#selected[@]})) && [[ ! " ${selected[*]} " == *" $name "* ]]; then continue; fi
    low=$(count "$name" "$small")
    high=$(count "$name" "$large")
    printf '%-10s %12d instructions per %s\n' "$name" $(( (high - low) / (large - small) )) "${per//-/ }"
done

# The CLI comparison's two processes, counted whole.
if ((${#selected[@]} == 0)) || [[ " ${selected[*]} " == *" cli "* ]]; then
    swift build -c release --product storefinder >&2
    swift build -c release --product hello-date >&2
    dir="$(swift build -c release --show-bin-path)"
    whole() {  # whole COMMAND... → instructions of the whole process
        valgrind --tool=callgrind --callgrind-out-file="$scratch/out" "$@" 2>&1 >/dev/null \
            | awk '/Collected :/ { print $NF }'
    }
    printf '%-10s %12d instructions per %s\n' cli \
        "$(whole "$dir/storefinder" render list --now 2026-11-20T17:30:00Z --color never)" \
        "storefinder render list, whole process"
    printf '%-10s %12d instructions per %s\n' hello "$(whole "$dir/hello-date")" "hello world, whole process"
fi
