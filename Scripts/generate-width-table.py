#!/usr/bin/env python3
"""Turns Unicode's EastAsianWidth.txt into the wide-character ranges StoreDisplayText uses.

    python3 Scripts/generate-width-table.py [path/to/EastAsianWidth.txt]

The default input is the committed copy in Scripts/unicode/, taken from Debian's
unicode-data (/usr/share/unicode/EastAsianWidth.txt); copy a newer one there to update.
Only East Asian Wide (W) and Fullwidth (F) are kept: the standard library already
knows general categories (for zero-width marks) and emoji presentation.
"""
import os
import sys

from unicode_ranges import read_ranges, write_bounds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(ROOT, "Scripts", "unicode", "EastAsianWidth.txt")
OUT = os.path.join(ROOT, "Sources", "App", "StoreDisplayText", "Generated", "EastAsianWideRanges.swift")


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    version, ranges = read_ranges(source, "EastAsianWidth-", {"W", "F"})
    write_bounds(OUT, "generate-width-table.py", version, "DisplayWidth", [
        "East Asian Wide and Fullwidth ranges, merged and sorted, for binary search: each",
        "range is two numbers, its first and its last scalar. The compiler lays out a flat",
        "array of integer literals in the binary; an array of `ClosedRange`s would be built at",
        "run time, on first use.",
    ], "wideRangeBounds", ranges)


if __name__ == "__main__":
    main()
