/// A chain of names as a message quotes it: `a → b → c`. A long one (a cycle of 100,000
/// references, a theme 1,002 deep) is quoted by its first and last three names around how
/// many it leaves out, so one finding stays one readable line.
package func chainText(_ names: some Collection<String>) -> String {
    guard names.count > 7 else { return names.joined(separator: " → ") }
    let left = names.count - 6
    return (names.prefix(3) + ["… \(left) more …"] + names.suffix(3)).joined(separator: " → ")
}
