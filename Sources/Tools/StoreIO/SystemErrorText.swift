#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Short, human text for an error from reading or writing a file.
package enum SystemErrorText {
    /// What went wrong, as the C library says it: `No such file or directory`.
    ///
    /// Foundation's file errors wrap the `errno` that caused them; that is the part a user
    /// can act on. Other errors are described as they describe themselves.
    package static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return describe(errno: posix.code.rawValue) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return describe(errno: posix.code.rawValue) }
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return describe(errno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return describe(errno: EACCES)
            case .fileWriteOutOfSpace: return describe(errno: ENOSPC)
            case .fileWriteVolumeReadOnly: return describe(errno: EROFS)
            default: return "Foundation error \(cocoa.code.rawValue)"
            }
        }
        return String(describing: error)
    }

    /// The C library's text for an `errno` value.
    package static func describe(errno code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
