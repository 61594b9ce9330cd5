#!/usr/bin/env bash
# Fails when compiler output is in the tree: tracked by git, or written outside a build
# folder (.build/, .build-*/, .build_*/, each nested package's own .build/).
#
#   Scripts/check-tree.sh      # .ci/run runs it first and last, so a step that writes
#                              # objects into the tree is caught, and named by its place
#
# 805 objects of the resource compiler once came in with one commit (9d5a872d): a build with
# no output file map writes its .o, .d, .dia and .swiftdeps into the working directory.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='\.(o|d|dia|swiftdeps|swiftmodule|swiftdoc|swiftsourceinfo|swiftinterface)$'
status=0
tracked=$(git ls-files | grep -E "$pattern" || true)
if [[ -n "$tracked" ]]; then
    echo "check-tree: $(wc -l <<<"$tracked" | tr -d ' ') compiler outputs are tracked by git; untrack them (git rm --cached):" >&2
    head -5 <<<"$tracked" | sed 's/^/  /' >&2
    status=1
fi
# Every file the tree holds outside build folders, ignored or not.
written=$(find . \( -name '.build' -o -name '.build-*' -o -name '.build_*' -o -name '.git' \) -prune -o -type f -print \
    | sed 's|^\./||' | grep -E "$pattern" || true)
if [[ -n "$written" ]]; then
    echo "check-tree: $(wc -l <<<"$written" | tr -d ' ') compiler outputs are outside a build folder; a step built without an output file map:" >&2
    head -5 <<<"$written" | sed 's/^/  /' >&2
    status=1
fi
exit "$status"
