import FuzzSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(runFuzzer(fuzzTranslations))
