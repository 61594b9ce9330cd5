#!/usr/bin/env bash
# Lists the protocol-conformance questions that make the Swift runtime scan every conformance
# record of every loaded library: the first time a (type, protocol) pair is asked, by an `as?`,
# by reflection, or by generic metadata built from a mangled name. Each scan costs about 220,000
# instructions here, and they are the largest single cost of starting the CLI (see README.md).
#
#   ./conformance-scans.sh                       the CLI comparison's invocation (cli-workload.sh)
#   ./conformance-scans.sh render list --locale ru   any other arguments
#   ./conformance-scans.sh --cold-screen         an app's cold first screen (builds cold-screen);
#                                                its scans before the first screen are the setup's
#
# Needs gdb; for the CLI, a release build of the root package (swift build -c release
# --product storefinder).
# Prints one demangled "type : protocol" a line, in the order asked; "(heap …)" is generic
# metadata made at run time, which has no symbol.
set -euo pipefail
cd "$(dirname "$0")"
source ./cli-workload.sh
command -v gdb >/dev/null || { echo "conformance-scans.sh needs gdb (apt-get install gdb)" >&2; exit 2; }
if [[ "${1:-}" == "--cold-screen" ]]; then
    swift build -c release --product cold-screen >&2
    bin="$(swift build -c release --show-bin-path)/cold-screen"
    cli_arguments=()
else
    bin="$(cd .. && swift build -c release --show-bin-path)/storefinder"
    [[ -x "$bin" ]] || { echo "no release build at $bin: run swift build -c release --product storefinder in the root package" >&2; exit 2; }
    [[ $# -gt 0 ]] && cli_arguments=("$@")
fi

SCANS_OUT="$(mktemp)"
export SCANS_OUT
trap 'rm -f "$SCANS_OUT"' EXIT
gdb -q -batch -ex 'set breakpoint pending on' -ex 'set confirm off' -ex start \
    -x conformance-scans.py -ex continue --args "$bin" "${cli_arguments[@]}" >/dev/null 2>&1
[[ -s "$SCANS_OUT" ]] || { echo "no scans were logged: has the runtime's lookup been renamed? (see conformance-scans.py)" >&2; exit 1; }
swift demangle --simplified < "$SCANS_OUT" | sed -e 's/full type metadata for //g' -e 's/type metadata for //g' -e 's/protocol descriptor for //g' | cat -n
echo "$(wc -l < "$SCANS_OUT") scans" >&2
