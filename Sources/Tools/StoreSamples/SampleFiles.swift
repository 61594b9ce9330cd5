import StoreIO

/// The sample files (`Examples/`): stores, a product, its availability and the scenarios,
/// compiled into the tools that render them without arguments.
///
/// The EmbedFiles plugin reads the files named in `embedded-files.txt` at build time.
package enum SampleFiles {
    /// The sample files, by their path from the package root.
    package static let files = embeddedFiles
}
