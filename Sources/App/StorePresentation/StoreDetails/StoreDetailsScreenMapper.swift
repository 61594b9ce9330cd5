import StoreDomain
import StoreLocalization
import StoreTheme

/// Maps a store (with the product and its stock) to Store Details.
///
/// What a replacement owes:
/// - **Data that exists:** Directions only with coordinates and never for a permanently
///   closed store, Call only with a phone, Share only with the app's share URL template; the
///   map block always, with a placeholder when there is no pin; a section's title only when
///   the section has rows.
/// - **Delegation:** the address, pin, status, product card, opening times, pickup, services
///   and facilities through `context.mappers`.
/// - **Tokens:** the generated `ThemeToken` accessors only.
/// - **Accessibility:** every button's title says its action.
public protocol StoreDetailsScreenMapper: Sendable {
    /// Maps the Store Details screen for one store, with the strings, theme, clock and locale of `context`.
    func map(
        _ store: Store, product: Product?, availability: Availability?, context: MappingContext
    ) -> StoreDetailsScreenViewData
}

/// The default Store Details: a map block that is there even without coordinates;
/// Directions and Call only when their data exists; the product card with this store's
/// stock; the address; opening times from the locale's first weekday, and special days.
public struct DefaultStoreDetailsScreenMapper: StoreDetailsScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the Store Details screen for one store, as the type's summary says.
    public func map(
        _ store: Store, product: Product?, availability: Availability?, context: MappingContext
    ) -> StoreDetailsScreenViewData {
        let storeData = context.mappers.store.map(store, context: context)
        let annotation = context.mappers.annotation.map(store, isSelected: false, context: context)
        var buttons: [ButtonViewData] = []
        // A store that is gone keeps its details, so a saved link explains itself, but offers
        // no way there.
        if let url = storeData.directionsURL, store.businessStatus != .permanentlyClosed {
            buttons.append(
                ButtonViewData(
                    title: context.text(Strings.StoreDetails.directions, style: .button.primary),
                    style: .button.primary, action: .directions, url: url))
        }
        if let phoneText = storeData.phoneText, let url = storeData.phoneURL {
            var call = ButtonViewData(title: phoneText, style: .button.secondary, action: .phone, url: url)
            // "Call" is what a Voice Control user says; the whole title, with the number, too.
            call.inputLabels = [
                context.text(Strings.StoreDetails.callLabel, style: .button.secondary).text, phoneText.text,
            ]
            buttons.append(call)
        }
        let shareURL = context.shareLink?.url(for: store.id)
        if let shareURL {
            buttons.append(
                ButtonViewData(
                    title: context.text(Strings.StoreDetails.share, style: .button.secondary), style: .button.secondary,
                    action: .share, url: shareURL))
        }
        let facilities = store.knownFacilities.map {
            context.mappers.facility.map(facility: $0.id, available: $0.available, context: context)
        }
        let closures = ClosureRows.map(store, context: context)
        let inStock =
            availability?.stock(of: product, in: store.id).map { $0.status == .inStock || $0.status == .lowStock }
            ?? true
        return StoreDetailsScreenViewData(
            title: StyledText(data: store.name, style: .text.title),
            map: MapBlockViewData(
                annotation: annotation,
                placeholder: annotation == nil
                    ? context.text(Strings.StoreDetails.Map.noLocation, style: .mapFrame.label) : nil),
            buttons: buttons,
            productCard: product.map {
                context.mappers.productCard.map($0, stock: availability?.stock(of: $0, in: store.id), context: context)
            },
            status: context.statusLine(of: store),
            store: storeData,
            // The section shows when the store has opening times to show.
            openingTimes: store.openingHours.map { !$0.saysNothing } ?? false
                ? OpeningTimesBlock.map(store, title: Strings.StoreDetails.OpeningTimes.title, context: context) : nil,
            isRightToLeft: context.isRightToLeft,
            pickup: inStock ? context.pickupLine(of: store) : nil,
            services: store.services.compactMap {
                context.mappers.service.map(service: $0, of: store, context: context)
            },
            facilitiesTitle: facilities.isEmpty
                ? nil : context.text(Strings.StoreDetails.Facilities.title, style: .text.title),
            facilities: facilities,
            closuresTitle: closures.isEmpty
                ? nil : context.text(Strings.StoreDetails.Closures.title, style: .text.title),
            closures: closures,
            shareURL: shareURL)
    }
}

/// A store's closures still to come or in effect, as rows of dates and a reason.
enum ClosureRows {
    static func map(_ store: Store, context: MappingContext) -> [TimePeriodViewData] {
        guard let calendar = store.calendar else { return [] }
        let today = LocalDate(context.now, in: calendar)
        return store.closures.filter { $0.until >= today }.sorted { $0.from < $1.from }.map { closure in
            let dates =
                closure.from == closure.until
                ? context.shortDate(closure.from, from: today)
                : context.strings.string(
                    Strings.StoreDetails.Closures.range(
                        from: .text(context.shortDate(closure.from, from: today)),
                        until: .text(context.shortDate(closure.until, from: today))))
            let reason =
                closure.label.map {
                    context.text(Strings.StoreDetails.Closures.labelled(label: .text($0)), style: .status.notice)
                }
                ?? context.text(Strings.StoreDetails.Closures.closed, style: .status.notice)
            // Said as the dates in full and the reason; a closure with no reason is said by its
            // dates alone, which say "closed" already.
            let key = StyledText(composed: dates, style: .text.body)
                .speaking(context.mappers.accessibilityLabels.closure(closure, today: today, context: context))
            let spoken =
                closure.label.map { _ in DefaultStoreTimePeriodViewDataMapper.spokenRow(context: context) }
                ?? SpokenTemplate(pieces: ["", ""], order: [0])
            return TimePeriodViewData(
                key: key,
                value: closure.label.map { reason.speaking(StyledText(data: $0, style: reason.style).text) } ?? reason,
                isToday: closure.contains(today), isSpecial: true, spokenRow: spoken)
        }
    }
}

/// The coming week and the special days in the next 14 days, shared by Store Details and the
/// opening-times screen.
///
/// The week's row for a weekday is that weekday's next occurrence, today included, ordered from
/// the locale's first weekday. A row whose date has special hours or a closure shows them, with
/// its date; the closures themselves are listed on their own, not day by day among the special
/// days.
enum OpeningTimesBlock {
    static func map(_ store: Store, title: LocalizedKey, context: MappingContext) -> OpeningTimesViewData {
        // A store that is gone has no hours to keep to; one without hours has none to show.
        let note: StyledText? =
            store.businessStatus == .permanentlyClosed
            ? context.text(Strings.OpeningStatus.permanentlyClosed, style: .status.closed)
            : store.openingHours == nil ? context.text(Strings.OpeningStatus.unavailable, style: .text.secondary) : nil
        guard let hours = store.openingHours, note == nil else {
            return OpeningTimesViewData(
                title: context.text(title, style: .text.title),
                week: note.map {
                    [
                        TimePeriodViewData(
                            key: $0, value: StyledText(composed: "", style: .text.secondary), isToday: false,
                            isSpecial: false, spokenRow: SpokenTemplate(pieces: ["", ""], order: [0]))
                    ]
                } ?? [], specialDaysTitle: nil, specialDays: [])
        }
        // Each weekday's next occurrence, so every locale shows the same seven dates; the
        // dates a closure covers read closed.
        let today = LocalDate(context.now, in: hours.calendar)
        let effective = store.effectiveHours(hours, from: today)
        let week = effective.comingWeek(from: context.now, firstWeekday: context.firstWeekday)
            .map { context.mappers.timePeriod.map($0, asSpecialDay: false, context: context) }
        let special = hours.upcomingSpecialDays(from: context.now).map { day in
            context.mappers.timePeriod.map(
                DaySchedule(date: day.date, hours: day.hours, special: day, isToday: day.date == today),
                asSpecialDay: true, context: context)
        }
        return OpeningTimesViewData(
            title: context.text(title, style: .text.title), week: week,
            specialDaysTitle: special.isEmpty
                ? nil : context.text(Strings.StoreDetails.OpeningTimes.specialDays, style: .text.title),
            specialDays: special)
    }
}
