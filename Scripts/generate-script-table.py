#!/usr/bin/env python3
"""Turns Unicode's Scripts.txt into the ranges StoreDisplayText uses to tell Latin text.

    python3 Scripts/generate-script-table.py [path/to/Scripts.txt]

The default input is the committed copy in Scripts/unicode/, taken from Debian's
unicode-data (/usr/share/unicode/Scripts.txt); copy a newer one there to update.

Kept: the scalars whose script is Latin, Common or Inherited, merged into ranges. Text is
Latin when none of its letters falls outside them: digits, punctuation and combining
accents (Common and Inherited) say nothing about the script an address is written in.
"""
import os
import sys

from unicode_ranges import read_ranges, write_bounds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(ROOT, "Scripts", "unicode", "Scripts.txt")
OUT = os.path.join(ROOT, "Sources", "App", "StoreDisplayText", "Generated", "LatinScriptRanges.swift")


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    version, ranges = read_ranges(source, "Scripts-", {"Latin", "Common", "Inherited"})
    write_bounds(OUT, "generate-script-table.py", version, "WritingScript", [
        "The scalars of the Latin, Common and Inherited scripts, merged and sorted, for binary",
        "search: each range is two numbers, its first and its last scalar.",
    ], "latinCommonInheritedBounds", ranges)


if __name__ == "__main__":
    main()
