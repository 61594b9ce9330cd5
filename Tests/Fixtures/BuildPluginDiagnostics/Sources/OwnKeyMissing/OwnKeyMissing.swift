import StorePresentation

/// The compiled resources, so the target uses what the build plugin generates.
let strings = StoreFinderResources.strings
