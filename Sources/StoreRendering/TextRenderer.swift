#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StorePresentation
import StoreTheme

/// Draws screen view data as text at a width: plain for diffs, ANSI for a terminal, JSON for tools.
///
/// ```swift
/// let renderer = TextRenderer(theme: theme, options: RenderOptions(width: 44, format: .text))
/// print(renderer.render(listScreen))
/// ```
///
/// No output line is wider than the width, and no control character from data or
/// translations reaches the output: only the renderer's own styling does.
public struct TextRenderer: Sendable {
    public var theme: Theme
    public var options: RenderOptions

    public init(theme: Theme, options: RenderOptions = RenderOptions()) {
        self.theme = theme
        self.options = options
    }

    /// The Store Finder list screen.
    public func render(_ screen: StoreListScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { ListScreenLayout.lay(screen, on: &$0) }
    }

    /// The Store Details screen.
    public func render(_ screen: StoreDetailsScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { DetailsScreenLayout.lay(screen, theme: theme, on: &$0) }
    }

    /// The opening-times screen.
    public func render(_ screen: OpeningTimesScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { OpeningTimesLayout.lay(screen, on: &$0) }
    }

    /// The map screen.
    public func render(_ screen: StoreMapScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { MapScreenLayout.lay(screen, theme: theme, on: &$0) }
    }

    /// The Manager's Special grid.
    public func render(_ screen: SpecialsScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { SpecialsScreenLayout.lay(screen, on: &$0) }
    }

    /// The delivery-city flow.
    public func render(_ screen: DeliveryCityScreenViewData) -> String {
        output(screen, isRightToLeft: screen.isRightToLeft) { DeliveryScreenLayout.lay(screen, on: &$0) }
    }

    private func output<Screen: Encodable>(_ screen: Screen, isRightToLeft: Bool, lay: (inout Canvas) -> Void) -> String {
        if options.format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // NB: view data is plain structs of strings and numbers; encoding cannot fail.
            return ((try? encoder.encode(screen)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
        }
        let ansi = options.format == .ansi && options.capability != .none ? ANSIStyle(capability: options.capability, theme: theme) : nil
        let output = LineOutput(width: options.width, isRightToLeft: isRightToLeft, theme: theme, ansi: ansi)
        var canvas = Canvas(width: options.width, isRightToLeft: isRightToLeft, showKeys: options.showKeys,
                            writer: LineWriter(output: output, collectingStyles: options.styleLegend))
        lay(&canvas)
        guard let written = canvas.writer else { return "" }
        guard let used = written.styles else { return written.text }
        let legend = StyleLegend.lines(for: used, theme: theme, width: options.width)
        return written.text + "\n" + LineOutput(width: options.width, isRightToLeft: false, theme: theme, ansi: nil).string(legend)
    }
}
