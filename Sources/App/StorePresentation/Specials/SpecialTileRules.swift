/// What a Manager's Special tile has room to show, by its share of the canvas's width: the
/// document's rules for a phone, stated for a 16-unit canvas and scaled to any other.
///
/// - ``imageOnlyMaximum`` units wide or less: the image only;
/// - ``textOnlyMaximum`` units wide or less: the price and the name, no image;
/// - wider: the image, the price and the name.
///
/// The screen carries them (``SpecialsScreenViewData/tileRules``), so that as the text grows
/// and fewer tiles fit a row, a tile is judged again at its new share of the width
/// (``SpecialsScreenViewData/grid(at:)``): a price is never cut to `£…`.
public struct SpecialTileRules: Sendable, Hashable, Encodable {
    /// The widest tile, in units of a 16-unit canvas, that shows only its image.
    public var imageOnlyMaximum: Int
    /// The widest tile, in units of a 16-unit canvas, that shows only text.
    public var textOnlyMaximum: Int

    /// The rules with these thresholds: 3 and 5 units of 16 unless given.
    public init(imageOnlyMaximum: Int = 3, textOnlyMaximum: Int = 5) {
        self.imageOnlyMaximum = imageOnlyMaximum
        self.textOnlyMaximum = textOnlyMaximum
    }

    /// What a tile `width` units wide shows on a canvas `canvasUnit` units wide. Exact: the
    /// comparison is `width / canvasUnit ≤ threshold / 16`, in whole numbers.
    public func content(width: Int, canvasUnit: Int) -> SpecialTileViewData.Content {
        if width * 16 <= imageOnlyMaximum * canvasUnit { return .imageOnly }
        if width * 16 <= textOnlyMaximum * canvasUnit { return .textOnly }
        return .full
    }
}
