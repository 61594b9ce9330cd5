import FuzzSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closure, not the @_cdecl function itself: converting that to a C pointer here would emit
// its symbol in this file too, which an unoptimised (per-file) build links twice.
exit(runFuzzer { fuzzTokens($0, $1) })
