/// The sample files (`Examples/`): stores, a product, its availability and the scenarios,
/// compiled into the tools that render them without arguments.
///
/// `Scripts/embed-resources.py` regenerates the contents, and a test keeps them equal to
/// the files on disk.
package enum SampleFiles {}
