/// The kind of device a screen is drawn for, where a layout differs by it: the Manager's
/// Special grid drops a small tile's image, or all but its image, on a phone only.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
    /// A phone: narrow tiles show less.
    case phone
    /// A tablet, a computer or any wider screen: every tile shows its image, price and name.
    case regular
}
