import CLibFuzzer

/// Runs libFuzzer over `target` with the process's arguments, and exits with its status.
///
/// NB: SwiftPM links an executable's `main.swift` as the program's `main`, so libFuzzer's own
/// `main` never links; each target's `main.swift` calls this instead, which is libFuzzer's
/// documented entry for programs with their own `main`.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, target)
}
