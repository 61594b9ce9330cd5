import StoreText

/// StoreFinder's source locations, not Swift Testing's type of the same name.
typealias SourceLocation = StoreText.SourceLocation
