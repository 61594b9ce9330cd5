#!/usr/bin/env python3
"""Fails when a public symbol of an app-facing module has no documentation comment.

Reads the symbol graphs SwiftPM extracts for DocC (`swift package generate-documentation`
writes them under .build/…/extracted-symbols/), so run this after building the documentation:

    swift package --allow-writing-to-directory .build/docs generate-documentation \\
        --target StoreDisplayText … --enable-experimental-combined-documentation --output-path .build/docs/StoreFinder
    python3 Scripts/check-docs.py          # .ci/run runs both

A symbol counts as documented when its own declaration carries a `///` comment. What the
compiler makes and the language documents (a synthesized `==`, a `CodingKeys` member, a
requirement a conformance inherits its comment from) is left out: the graph marks those as
synthesized or gives them the protocol's comment. Prints each undocumented symbol as
`Module: kind path (file:line)`.
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["StoreDisplayText", "StoreDomain", "StoreLocalization", "StoreTheme", "StorePresentation"]
PUBLIC = {"public", "open"}


def graphs(module):
    pattern = os.path.join(ROOT, ".build", "*", "extracted-symbols", "*", module, "*.symbols.json")
    return sorted(glob.glob(pattern))


def main():
    missing = []
    counted = 0
    for module in MODULES:
        files = graphs(module)
        if not files:
            print(f"check-docs: no symbol graph for {module}; build the documentation first", file=sys.stderr)
            sys.exit(2)
        for path in files:
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in PUBLIC:
                    continue
                identifier = symbol.get("identifier", {}).get("precise", "")
                # Synthesized members (`==`, `hash(into:)`, a protocol extension's default seen
                # through a conforming type) carry `::SYNTHESIZED::` in their identifier.
                if "::SYNTHESIZED::" in identifier:
                    continue
                counted += 1
                if symbol.get("docComment", {}).get("lines"):
                    continue
                location = symbol.get("location", {})
                uri = location.get("uri", "")
                line = location.get("position", {}).get("line", -1) + 1
                file = os.path.relpath(uri.replace("file://", ""), ROOT) if uri else "?"
                kind = symbol.get("kind", {}).get("displayName", "symbol")
                name = ".".join(symbol.get("pathComponents", []))
                missing.append(f"{module}: {kind} {name} ({file}:{line})")
    for entry in sorted(set(missing)):
        print(f"check-docs: undocumented: {entry}", file=sys.stderr)
    if missing:
        print(f"check-docs: {len(set(missing))} of {counted} public symbols have no documentation comment", file=sys.stderr)
        sys.exit(1)
    print(f"check-docs: all {counted} public symbols of {', '.join(MODULES)} are documented")


if __name__ == "__main__":
    main()
