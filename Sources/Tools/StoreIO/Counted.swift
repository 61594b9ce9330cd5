/// A number and its noun, for the tool's summaries: `1 error`, `2 errors`, `1 city`,
/// `4 cities`. The noun is English, as every summary line of the tool is.
package func counted(_ number: Int, _ one: String, _ other: String? = nil) -> String {
    "\(number) \(number == 1 ? one : other ?? one + "s")"
}
