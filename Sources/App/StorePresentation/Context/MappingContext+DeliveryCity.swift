import StoreDomain

extension MappingContext {
    /// A city's name in the context's locale, along the same fallback chain the string tables
    /// take (`fr-CA`, `fr`, then the base locale): a cities file's names fall back as the
    /// words around them do.
    public func name(of city: DeliveryCity) -> String {
        city.name(along: strings.catalog.fallbackChain(for: strings.locale))
    }
}
