import StoreDisplayText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an input file as UTF-8 text, or says exactly why it cannot.
///
/// Every tool that reads a table, a theme or a scenario goes through here, so that they agree
/// on the reasons: a directory, a FIFO or a device is refused before it is opened (opening a
/// FIFO would wait for a writer forever, and `/dev/null` reads as an empty file); a file the
/// system will not open gives the system's reason; bytes that are not UTF-8 are reported at
/// their line and column.
///
/// ```swift
/// let text = try TextFile.read("Themes/dark.yml", maxBytes: 8 << 20)
/// ```
package enum TextFile {
    /// The text of the file at `path`; errors name it `displayName` (or `path`).
    package static func read(_ path: String, displayName: String? = nil, maxBytes: Int) throws(FileReadError) -> String
    {
        try text(of: readBytes(path, displayName: displayName, maxBytes: maxBytes), file: displayName ?? path)
    }

    /// `bytes` as text, or an error at the line and column (lines broken as YAML breaks them)
    /// of the first byte that does not begin a well-formed UTF-8 character.
    package static func text(of bytes: Data, file: String) throws(FileReadError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break loop
            }
        }
        let (line, column) = bytes.withUnsafeBytes {
            LineBreaks.lineAndColumn(ofByte: offset, in: $0.assumingMemoryBound(to: UInt8.self))
        }
        throw FileReadError(
            .unreadable("the file is not UTF-8 text: the bytes here are not a UTF-8 character"),
            at: FilePosition(file: file, line: line, column: column))
    }

    /// The bytes of the regular file at `path`, at most `maxBytes` of them.
    ///
    /// NB: read straight into the `Data` that is returned, sized from `stat`: a large stores
    /// file is not copied through a second buffer on its way to the JSON parser.
    package static func readBytes(
        _ path: String, displayName: String? = nil, maxBytes: Int
    ) throws(FileReadError) -> Data {
        let start = FilePosition(file: displayName ?? path, line: 1, column: 1)
        func systemError() -> FileReadError {
            FileReadError(.unreadable("cannot read the file (\(SystemErrorText.describe(errno: errno)))"), at: start)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw systemError() }
        if let kind = kindOfNonRegularFile(info.st_mode) {
            throw FileReadError(.unreadable("cannot read the file: it is \(kind), not a regular file"), at: start)
        }
        guard Int(info.st_size) <= maxBytes else {
            throw FileReadError(.tooLarge(bytes: Int(info.st_size), limit: maxBytes), at: start)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw systemError() }
        defer { close(descriptor) }
        // One byte more than `stat` says, so that the end is seen without growing the buffer.
        var bytes = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.count += 64 << 10 }  // the file grew after `stat`
            let count = bytes.withUnsafeMutableBytes {
                readDescriptor(descriptor, UnsafeMutableRawBufferPointer(rebasing: $0[filled...]))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw systemError() }
            if count == 0 { break }
            filled += count
            guard filled <= maxBytes else { throw FileReadError(.tooLarge(bytes: filled, limit: maxBytes), at: start) }
        }
        bytes.count = filled
        return bytes
    }

    /// What a file that is not a regular file is, in words, or `nil` for a regular file.
    private static func kindOfNonRegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}

/// `read(2)`; outside ``TextFile``, whose own `read` would shadow it.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
