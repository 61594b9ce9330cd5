import StoreDomain
import StoreLocalization
import StoreTheme

/// Maps one service of a store (its pharmacy, its pickup desk …) for Store Details: its name,
/// its status by the store's rules, and its week.
///
/// What a replacement owes:
/// - **Status:** from `store.status(ofService:at:)` and `context.mappers.openingStatus`, so a
///   service reads as the store does, closures and all.
/// - **Text:** the name from the string tables (`Services.*`); a service the tables do not
///   name by its id as words (`evCharging` → "ev charging"), through `Services.Other`, which
///   sanitizes it.
/// - **Tokens:** `.text.title` for the name; the week's from `context.mappers.timePeriod`.
/// - **Accessibility:** the status carries its own label; the week's rows theirs.
public protocol ServiceViewDataMapper: Sendable {
    /// Maps the service `id` of `store`, or `nil` when the store has no such service.
    func map(service id: String, of store: Store, context: MappingContext) -> ServiceViewData?
}

/// The default: the service's name, its status line and its coming week from the locale's
/// first weekday, as the store's own week reads.
public struct DefaultServiceViewDataMapper: ServiceViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a service, as the type's summary says.
    public func map(service id: String, of store: Store, context: MappingContext) -> ServiceViewData? {
        guard let hours = store.serviceHours[id], let statusData = context.statusLine(ofService: id, of: store)
        else { return nil }
        // Each weekday's next occurrence, as the store's own week; closed on a closure's dates.
        let effective = store.effectiveHours(hours, from: LocalDate(context.now, in: hours.calendar))
        let week = effective.comingWeek(from: context.now, firstWeekday: context.firstWeekday)
            .map { context.mappers.timePeriod.map($0, asSpecialDay: false, context: context) }
        let title = Self.name(of: id, style: .text.title, context: context)
        return ServiceViewData(id: id, title: title, status: statusData, week: week, speech: context.speech)
    }

    /// A service's name: the table's for the services it names, else the id itself.
    static func name(of id: String, style: ThemeToken, context: MappingContext) -> StyledText {
        if let resolved = try? context.strings.resolve("Services." + Self.keyPart(id)) {
            return StyledText(resolved, style: style)
        }
        return context.text(Strings.Services.other(name: .text(words(of: id, capitalized: true))), style: style)
    }

    /// An id the tables do not name, as words a screen reader can say: `evCharging` and
    /// `ev-charging` → "ev charging", or "Ev charging" `capitalized` to start a label.
    static func words(of id: String, capitalized: Bool = false) -> String {
        var result = ""
        var previous: Character?
        for character in id {
            if character == "-" || character == "_" {
                if let last = result.last, last != " " { result.append(" ") }
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                result.append(" ")
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
            previous = character
        }
        if result.last == " " { result.removeLast() }
        guard capitalized, let first = result.first else { return result }
        return first.uppercased() + result.dropFirst()
    }

    /// `stepFreeAccess` → `StepFreeAccess`: an id as a table key's part.
    static func keyPart(_ id: String) -> String {
        id.prefix(1).uppercased() + id.dropFirst()
    }
}
