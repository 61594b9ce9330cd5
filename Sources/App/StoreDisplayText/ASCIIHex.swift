/// ASCII hex digits, for parsers that read bytes: `#1A5FB4` colours and `\u00E9` escapes.
public enum ASCIIHex {
    /// The value of one hex digit, `0`–`9`, `a`–`f` or `A`–`F`; `nil` for any other byte,
    /// including the fullwidth digits that `Character.isHexDigit` accepts.
    @inlinable
    public static func value(of byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
