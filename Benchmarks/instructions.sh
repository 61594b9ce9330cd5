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
#                                     is what that comparison measures, so nothing is subtracted;
#                                     cli1 is the same CLI run on one sample store instead of 32
#   ./instructions.sh cold            an app's cold first screen: cold-screen, less the same
#                                     process with --setup-only
#   ./instructions.sh review          review --check of the whole matrix, with and without the
#                                     HTML report, whole processes (minutes; only when named)
set -euo pipefail
cd "$(dirname "$0")"
# The root package offers its tool-side libraries as products only when asked (Package.swift).
export STOREFINDER_TOOL_PRODUCTS=1
source ./cli-workload.sh
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }

export SWIFT_DETERMINISTIC_HASHING=1
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
asked=" $* "

named() { [[ "$asked" == *" $1 "* ]]; }             # named WORKLOAD → asked for by name
wanted() { [[ "$asked" == "  " ]] || named "$1"; }  # wanted WORKLOAD → none named, or this one

instructions() {  # instructions COMMAND... → instructions of the whole process
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out" "$@" 2>&1 >/dev/null \
        | awk '/Collected :/ { print $NF }'
}
line() {  # line NAME COUNT WHAT
    printf '%-10s %12d instructions per %s\n' "$1" "$2" "$3"
}

# workload, small and large loop counts, and what one iteration is
workloads=(
    "tableLoad 1 3 load-and-free-of-the-10k-key-table"
    "tableFloor 1 3 libyaml-counting-the-events-of-the-same-table"
    "tableCompiled 1 3 indexing-the-same-table-compiled"
    "lookup 10000 20000 lookup-with-two-placeholders"
    "plural 10000 20000 Russian-plural-lookup-(tables-loaded-from-YAML)"
    "pluralCompiled 10000 20000 Russian-plural-lookup-(compiled-tables)"
    "container 100000 200000 container-resolve"
    "rows 2 4 render-of-1000-ready-list-rows"
    "decode1k 1 2 decoding-1000-stores-from-JSON"
    "scale1k 1 2 state-to-text-for-1000-stores"
    "scale10k 1 2 state-to-text-for-10000-stores"
    "specials100 1000 2000 layout-of-100-specials-tiles"
    "specials10k 10 20 layout-of-10000-specials-tiles"
    "zonesIndexed 2 4 1000-zone-lookups-through-the-index-(1000-zones-of-50-vertices)"
    "zonesScan 1 2 1000-zone-lookups-scanning-every-polygon"
)
# Minutes under callgrind, so only when asked for by name.
named scale100k && workloads+=("scale100k 1 2 state-to-text-for-100000-stores")

names=("${workloads[@]%% *}")
known=" ${names[*]} scale100k cli cold review "
for name in "$@"; do
    [[ "$known" == *" $name "* ]] || { echo "unknown workload $name; use${known% }" >&2; exit 2; }
done

dir="$(swift build -c release --show-bin-path)"
swift build -c release --product bench-inputs >&2
for entry in "${workloads[@]}"; do
    read -r name small large per <<<"$entry"
    wanted "$name" || continue
    low=$(instructions "$dir/bench-inputs" --profile "$name" "$small")
    high=$(instructions "$dir/bench-inputs" --profile "$name" "$large")
    line "$name" $(( (high - low) / (large - small) )) "${per//-/ }"
done

# The CLI comparison's two processes, counted whole.
if wanted cli; then
    swift build -c release --product storefinder >&2
    swift build -c release --product hello-date >&2
    line cli "$(instructions "$dir/storefinder" "${cli_arguments[@]}")" "storefinder ${cli_arguments[*]:0:2}, whole process"
    "$dir/bench-inputs" --one-store "$scratch/one-store.json"
    line cli1 "$(instructions "$dir/storefinder" "${cli_arguments[@]}" --stores "$scratch/one-store.json")" \
        "the same on one sample store, whole process"
    line hello "$(instructions "$dir/hello-date")" "hello world, whole process"
fi

# An app's cold first screen: the whole process, less the same process stopping before it.
if wanted cold; then
    swift build -c release --product cold-screen >&2
    full=$(instructions "$dir/cold-screen")
    setup=$(instructions "$dir/cold-screen" --setup-only)
    line cold $(( full - setup )) "first list screen in a cold process: compiled tables and theme, 12 stores"
fi

# The review matrix, checked, with and without the HTML report: whole processes.
if named review; then
    swift build -c release --product storefinder >&2
    approved="$(cd .. && pwd)/Review"
    line review "$(instructions "$dir/storefinder" "${review_arguments[@]}" --approved "$approved")" "review --check, whole process"
    line reviewHTML "$(instructions "$dir/storefinder" "${review_arguments[@]}" --approved "$approved" --html "$scratch/report")" \
        "review --check --html, whole process"
fi
