/// What an expression may stand for when the program runs: an abstract value. Unknown is the empty set.
/// Values are compared and sorted structurally, so every set iterates in the same order in every run.
public indirect enum Value: Hashable, Sendable {
    /// An instance of `type`. `exact`: made here by a constructor (its class is known); otherwise an
    /// instance of the type or of any subtype or adopter (a declared type). `fields`: what its
    /// initializer set, when that is known for this construction.
    case object(String, exact: Bool, fields: Fields)
    /// A closure literal or a method named as a value, with what it captured.
    case closure(Closure)
    /// An enum case by name (`.feed`, `Tab.feed`, an Objective-C `NS_ENUM` constant).
    case enumCase(String)
    /// A string (a literal, a constant, a raw value).
    case text(String)
    /// A type used as a value (`Builder.self`, the receiver of a static method).
    case metatype(String)
    /// A value the client made (a library's value the language layer does not model), optionally about other values.
    case token(String, base: ValueSet)

    /// Some instance of `type` or of a subtype: what a declaration says.
    public static func typed(_ type: String) -> Value { .object(type, exact: false, fields: Fields()) }

    /// The type of a tuple's value (`#tuple(...)`): its fields are its elements by label and position.
    public static let tupleType = "#tuple"

    /// The field that marks a parameter's value in a unit's general run: whatever its callers pass.
    public static let parameterMark = "$parameter"

    /// Some instance of `type` handed in by a caller the run does not know.
    public static func parameter(_ type: String) -> Value {
        .object(type, exact: false, fields: Fields([Field(name: parameterMark, values: ValueSet())]))
    }

    /// An object made here with `name` set as well (`view.presenter = presenter` just after `let view = ListViewController()`).
    func settingField(_ name: String, _ values: ValueSet) -> Value {
        guard case .object(let type, true, let fields) = self, !isParameter else { return self }
        return .object(type, exact: true, fields: Fields(fields.entries + [Field(name: name, values: values)]))
    }

    /// A value handed to a run from outside the program (a URL the system opens the app with), named for
    /// what it is (`url`); what is read from it is named after it (`url.host`, `url.pathComponents[1]`).
    /// A test of a probe decides nothing: both ways run, and what happens on each is marked with the test
    /// (`Effect.choices`), so a client can tell which value leads where.
    public static func probe(_ name: String) -> Value { .token(probeMark + name, base: ValueSet()) }

    static let probeMark = "?probe:"

    /// The probe's name (`url.host`), nil for every other value.
    public var probeName: String? {
        if case .token(let tag, _) = self, tag.hasPrefix(Value.probeMark) { return String(tag.dropFirst(Value.probeMark.count)) }
        return nil
    }

    /// A value chosen by tests of probes, remembering them: an enum case (`self = .product` in `init?(url:)`
    /// under `case "product"`), so that a later `switch` on it passes them on to what it shows; an object put
    /// in a local in one branch (`screen = CartBuilder.build()` under `case "cart"`) and shown after it.
    public static func chosen(_ value: Value, by choices: [Choice]) -> Value {
        guard !choices.isEmpty else { return value }
        let written = choices.map { [$0.subject, $0.cases.joined(separator: "\u{2}"), String($0.unit), String($0.line)].joined(separator: "\u{1}") }
        return .token(chosenMark + written.joined(separator: "\u{3}"), base: [value])
    }

    static let chosenMark = "?chosen:"

    /// The case and the tests that chose it, for a value made by `chosen(_:by:)`.
    public var chosen: (value: Value, choices: [Choice])? {
        guard case .token(let tag, let base) = self, tag.hasPrefix(Value.chosenMark), let value = base.first(where: { _ in true }) else { return nil }
        let choices = tag.dropFirst(Value.chosenMark.count).split(separator: "\u{3}").compactMap { part -> Choice? in
            let fields = part.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let unit = Int(fields[2]), let line = Int(fields[3]) else { return nil }
            return Choice(subject: fields[0], cases: fields[1].split(separator: "\u{2}").map(String.init), unit: unit, line: line)
        }
        return (value, choices)
    }

    /// Whether this is, or holds at any depth, a value from outside (`probe`) or one chosen by tests of one (`chosen`).
    var holdsValueFromOutside: Bool {
        switch self {
        case .token(let tag, let base): return tag.hasPrefix(Value.probeMark) || tag.hasPrefix(Value.chosenMark) || base.contains { $0.holdsValueFromOutside }
        case .object(_, _, let fields): return fields.entries.contains { $0.values.contains { $0.holdsValueFromOutside } }
        case .closure(let closure):
            return closure.receiver.contains { $0.holdsValueFromOutside } || closure.captures.contains { $0.values.contains { $0.holdsValueFromOutside } }
        case .enumCase, .text, .metatype: return false
        }
    }

    /// The value with what came from outside left out: nil for a probe, the wrapped value for a chosen one.
    var withoutValueFromOutside: Value? {
        guard holdsValueFromOutside else { return self }
        switch self {
        case .token(let tag, let base):
            if tag.hasPrefix(Value.probeMark) { return nil }
            if tag.hasPrefix(Value.chosenMark) { return base.first(where: { _ in true })?.withoutValueFromOutside }
            return .token(tag, base: base.withoutValuesFromOutside)
        case .object(let type, let exact, let fields):
            return .object(type, exact: exact, fields: Fields(fields.entries.map { Field(name: $0.name, values: $0.values.withoutValuesFromOutside) }))
        case .closure(let closure):
            return .closure(Closure(unit: closure.unit, receiver: closure.receiver.withoutValuesFromOutside,
                                    captures: closure.captures.map { Field(name: $0.name, values: $0.values.withoutValuesFromOutside) }))
        case .enumCase, .text, .metatype:
            return self
        }
    }

    /// Whether this is a parameter's value in a general run (see `parameter(_:)`).
    public var isParameter: Bool {
        if case .object(_, _, let fields) = self { return fields[Value.parameterMark] != nil }
        return false
    }

    /// The value without the parameter mark: what it says once it is stored.
    var unmarked: Value {
        guard isParameter, case .object(let type, let exact, _) = self else { return self }
        return .object(type, exact: exact, fields: Fields())
    }

    /// A string or an enum case: data, which no cast makes an object.
    public var isPlainData: Bool {
        switch self {
        case .text, .enumCase: return true
        default: return false
        }
    }

    /// The type of an object, nil for the other values.
    public var objectType: String? {
        if case .object(let type, _, _) = self { return type }
        return nil
    }

    /// Whether nesting goes deeper than `depth` levels (`capped` would change it).
    func isDeeper(than depth: Int) -> Bool {
        switch self {
        case .object(_, _, let fields):
            guard !fields.entries.isEmpty else { return false }
            if depth <= 0 { return true }
            return fields.entries.contains { $0.values.isDeeper(than: depth - 1) }
        case .closure(let closure):
            if closure.receiver.isDeeper(than: max(depth - 1, 0)) { return true }
            guard !closure.captures.isEmpty else { return false }
            if depth <= 0 { return true }
            return closure.captures.contains { $0.values.isDeeper(than: depth - 1) }
        case .token(let tag, let base):
            guard !base.isEmpty else { return false }
            // A chosen value is as deep as the value it wraps.
            if tag.hasPrefix(Value.chosenMark) { return base.isDeeper(than: depth) }
            return depth <= 0 || base.isDeeper(than: depth - 1)
        case .enumCase, .text, .metatype:
            return false
        }
    }

    /// The same value with nested fields, captures and bases cut at `depth` levels.
    func capped(_ depth: Int) -> Value {
        guard isDeeper(than: depth) else { return self }
        switch self {
        case .object(let type, let exact, let fields):
            guard !fields.entries.isEmpty else { return self }
            if depth <= 0 { return .object(type, exact: exact, fields: Fields()) }
            return .object(type, exact: exact, fields: Fields(fields.entries.map { Field(name: $0.name, values: $0.values.capped(depth - 1)) }))
        case .closure(let closure):
            return .closure(Closure(unit: closure.unit, receiver: closure.receiver.capped(max(depth - 1, 0)),
                                    captures: depth <= 0 ? [] : closure.captures.map { Field(name: $0.name, values: $0.values.capped(depth - 1)) }))
        case .token(let tag, let base):
            if tag.hasPrefix(Value.chosenMark) { return .token(tag, base: base.capped(depth)) }
            return base.isEmpty ? self : .token(tag, base: depth <= 0 ? ValueSet() : base.capped(depth - 1))
        case .enumCase, .text, .metatype:
            return self
        }
    }

    private var rank: Int {
        switch self {
        case .object: return 0
        case .closure: return 1
        case .enumCase: return 2
        case .text: return 3
        case .metatype: return 4
        case .token: return 5
        }
    }
}

extension Value: Comparable {
    public static func < (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.object(let t1, let e1, let f1), .object(let t2, let e2, let f2)):
            if t1 != t2 { return t1 < t2 }
            if e1 != e2 { return !e1 }
            return f1 < f2
        case (.closure(let c1), .closure(let c2)): return c1 < c2
        case (.enumCase(let x), .enumCase(let y)), (.text(let x), .text(let y)), (.metatype(let x), .metatype(let y)): return x < y
        case (.token(let t1, let b1), .token(let t2, let b2)): return t1 != t2 ? t1 < t2 : b1 < b2
        default: return a.rank < b.rank
        }
    }
}

/// A field's name and what it holds.
public struct Field: Hashable, Sendable, Comparable {
    public var name: String
    public var values: ValueSet
    public init(name: String, values: ValueSet) {
        self.name = name
        self.values = values
    }
    public static func < (a: Field, b: Field) -> Bool { a.name != b.name ? a.name < b.name : a.values < b.values }
}

/// Fields sorted by name, one entry per name.
public struct Fields: Hashable, Sendable, Comparable {
    public private(set) var entries: [Field]
    public init(_ entries: [Field] = []) {
        var merged: [String: ValueSet] = [:]
        for entry in entries { merged[entry.name, default: ValueSet()].formUnion(entry.values) }
        self.entries = merged.keys.sorted().map { Field(name: $0, values: merged[$0]!) }
    }
    public subscript(name: String) -> ValueSet? { entries.first { $0.name == name }?.values }
    /// Every field's values together.
    public var allValues: ValueSet { entries.reduce(into: ValueSet()) { $0.formUnion($1.values) } }
    public static func < (a: Fields, b: Fields) -> Bool { a.entries.lexicographicallyPrecedes(b.entries) }
}

/// A closure value: the unit of its body, the receiver (`self`) it was made with, and the values it captured.
public struct Closure: Hashable, Sendable, Comparable {
    public var unit: Int
    public var receiver: ValueSet
    public var captures: [Field]
    public init(unit: Int, receiver: ValueSet, captures: [Field]) {
        self.unit = unit
        self.receiver = receiver
        self.captures = captures.sorted()
    }
    public static func < (a: Closure, b: Closure) -> Bool {
        if a.unit != b.unit { return a.unit < b.unit }
        if a.receiver != b.receiver { return a.receiver < b.receiver }
        return a.captures.lexicographicallyPrecedes(b.captures)
    }
}

/// A set of values, kept sorted (so iteration is the same in every run) and bounded in size.
public struct ValueSet: Hashable, Sendable, Sequence, Comparable, ExpressibleByArrayLiteral {
    /// Past this many values a set says nothing useful about which one it is; the largest are dropped.
    public static let limit = 64
    public private(set) var values: [Value]

    public init() { values = [] }
    public init(arrayLiteral elements: Value...) { self.init(elements) }
    public init<S: Sequence>(_ elements: S) where S.Element == Value {
        var sorted = Array(elements)
        if sorted.count > 1 {
            sorted.sort()
            var unique = 1
            for i in 1..<sorted.count where sorted[i] != sorted[unique - 1] {
                sorted[unique] = sorted[i]
                unique += 1
            }
            sorted.removeLast(sorted.count - unique)
        }
        if sorted.count > Self.limit { sorted.removeLast(sorted.count - Self.limit) }
        values = sorted
    }

    public var isEmpty: Bool { values.isEmpty }
    public var count: Int { values.count }
    public func makeIterator() -> IndexingIterator<[Value]> { values.makeIterator() }
    public func contains(_ value: Value) -> Bool { values.contains(value) }

    public mutating func insert(_ value: Value) {
        guard !values.contains(value) else { return }
        formUnion(ValueSet([value]))
    }

    /// Whether anything was added. Nothing is copied while `other`'s values are all found here (the
    /// common case once value flow settles).
    @discardableResult
    public mutating func formUnion(_ other: ValueSet) -> Bool {
        guard !other.isEmpty else { return false }
        if values.isEmpty { values = other.values; return true }
        var i = 0, j = 0
        // Walk both while every value of `other` is one of ours.
        while j < other.values.count {
            if i == values.count { break }
            let a = values[i], b = other.values[j]
            if a == b { i += 1; j += 1 } else if a < b { i += 1 } else { break }
        }
        guard j < other.values.count else { return false }
        // `other.values[j]` is new: merge from here on.
        if i >= Self.limit { return false }
        var merged = Array(values[..<i])
        merged.reserveCapacity(values.count + other.values.count - j)
        while i < values.count || j < other.values.count {
            if j == other.values.count || (i < values.count && values[i] < other.values[j]) {
                merged.append(values[i]); i += 1
            } else if i == values.count || other.values[j] < values[i] {
                merged.append(other.values[j]); j += 1
            } else {
                merged.append(values[i]); i += 1; j += 1
            }
        }
        if merged.count > Self.limit { merged.removeLast(merged.count - Self.limit) }
        guard merged != values else { return false }
        values = merged
        return true
    }

    public func union(_ other: ValueSet) -> ValueSet {
        var copy = self
        copy.formUnion(other)
        return copy
    }

    public func filter(_ keep: (Value) -> Bool) -> ValueSet {
        var copy = ValueSet()
        copy.values = values.filter(keep)
        return copy
    }

    func capped(_ depth: Int) -> ValueSet { isDeeper(than: depth) ? ValueSet(values.map { $0.capped(depth) }) : self }

    func isDeeper(than depth: Int) -> Bool { values.contains { $0.isDeeper(than: depth) } }

    /// The set with the values from outside left out (see `Value.withoutValueFromOutside`).
    var withoutValuesFromOutside: ValueSet {
        values.contains { $0.holdsValueFromOutside } ? ValueSet(values.compactMap(\.withoutValueFromOutside)) : self
    }

    public static func < (a: ValueSet, b: ValueSet) -> Bool { a.values.lexicographicallyPrecedes(b.values) }
}

extension Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .object(let type, let exact, let fields):
            return type + (exact ? "" : "*") + (fields.entries.isEmpty ? "" : "{" + fields.entries.map { "\($0.name): \($0.values)" }.joined(separator: ", ") + "}")
        case .closure(let c): return "closure#\(c.unit)"
        case .enumCase(let n): return "." + n
        case .text(let t): return "\"" + t + "\""
        case .metatype(let t): return t + ".Type"
        case .token(let tag, let base): return "<" + tag + (base.isEmpty ? "" : " \(base)") + ">"
        }
    }
}

extension ValueSet: CustomStringConvertible {
    public var description: String { "[" + values.map(\.description).joined(separator: ", ") + "]" }
}
