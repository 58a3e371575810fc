import ViperMapFacts

/// The values a unit runs with: its receiver (`self`), its arguments, and for a closure what it captured.
public struct Context: Hashable, Sendable {
    public var receiver: ValueSet
    public var arguments: [ValueSet]
    public var captures: [Field]
    /// Enum cases the caller just stored in properties (`Type.field`), which this run reads before the store:
    /// `presentType = .root; show(screen)` shows it as a root.
    public var overlay: [Field]

    public init(receiver: ValueSet, arguments: [ValueSet], captures: [Field] = [], overlay: [Field] = []) {
        self.receiver = receiver
        self.arguments = arguments
        self.captures = captures
        self.overlay = overlay
    }

    /// Whether a value from outside (`Value.probe`), or one chosen by tests of one, is among what the unit runs with.
    var holdsValuesFromOutside: Bool {
        receiver.contains { $0.holdsValueFromOutside } || arguments.contains { $0.contains { $0.holdsValueFromOutside } }
            || captures.contains { $0.values.contains { $0.holdsValueFromOutside } } || overlay.contains { $0.values.contains { $0.holdsValueFromOutside } }
    }

    /// The same context with the values from outside left out (a value chosen by their tests is the value it wraps).
    func withoutValuesFromOutside() -> Context {
        Context(receiver: receiver.withoutValuesFromOutside, arguments: arguments.map(\.withoutValuesFromOutside),
                captures: captures.map { Field(name: $0.name, values: $0.values.withoutValuesFromOutside) },
                overlay: overlay.map { Field(name: $0.name, values: $0.values.withoutValuesFromOutside) })
    }

    /// Nested values cut to a fixed depth, so that contexts stay few and finite.
    func normalized() -> Context {
        let depth = ValueFlow.depth
        guard receiver.isDeeper(than: depth) || arguments.contains(where: { $0.isDeeper(than: depth) })
            || captures.contains(where: { $0.values.isDeeper(than: depth) }) else { return self }
        return Context(receiver: receiver.capped(depth), arguments: arguments.map { $0.capped(depth) },
                       captures: captures.map { Field(name: $0.name, values: $0.values.capped(depth)) }, overlay: overlay)
    }
}
