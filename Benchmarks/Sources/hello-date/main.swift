// The CLI comparison's peer: the least a Swift tool that imports Foundation does.
import Foundation

let formatter = DateFormatter()
formatter.dateStyle = .medium
formatter.timeStyle = .short
formatter.locale = Locale(identifier: "en_GB")
print("Hello, world! It is \(formatter.string(from: Date(timeIntervalSince1970: 1_795_195_800))).")
