/// The tests of probes on the way to an effect (see `Choice`), outermost first, interned: one object per
/// distinct list in a run of value flow, so that an effect hashes and compares it as one number however
/// long it grows. Made only by a `ChoiceTable`; `empty` is every table's empty list.
public final class ChoicePath: Hashable, Comparable, Sendable {
    public let id: Int
    public let choices: [Choice]
    /// The table's numbers of the choices, in the same order.
    fileprivate let choiceIds: [Int]

    fileprivate init(id: Int, choices: [Choice], choiceIds: [Int]) {
        self.id = id
        self.choices = choices
        self.choiceIds = choiceIds
    }

    public static let empty = ChoicePath(id: 0, choices: [], choiceIds: [])

    public var isEmpty: Bool { choices.isEmpty }

    public static func == (a: ChoicePath, b: ChoicePath) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (a: ChoicePath, b: ChoicePath) -> Bool {
        a !== b && a.choices.lexicographicallyPrecedes(b.choices)
    }
}

/// Where choice paths are interned: each path once, extended by one test or joined to another path with
/// the answer remembered, so that carrying a path up through every caller costs a table lookup by two
/// integers, not a hash of every test's strings.
final class ChoiceTable {
    private struct Step: Hashable {
        var path: Int
        var choice: Int
    }
    private struct Pair: Hashable {
        var first: Int
        var second: Int
    }
    /// The most tests a path keeps: one more is not added (and `overflowed` says so).
    let maxLength: Int
    /// Whether a test was left off a full path since the last `takeOverflow()`.
    private var overflowed = false
    private var choiceIds: [Choice: Int] = [:]
    private var paths: [ChoicePath] = [.empty]

    init(maxLength: Int) {
        self.maxLength = maxLength
    }

    /// Whether a test was left off a full path since the last call.
    func takeOverflow() -> Bool {
        defer { overflowed = false }
        return overflowed
    }
    private var steps: [Step: Int] = [:]
    private var joins: [Pair: Int] = [:]

    /// How many distinct paths there are (the empty one included).
    var count: Int { paths.count }

    /// `path` followed by `choice`; `path` itself when it holds the choice already (the tests on a way all
    /// hold: passing one twice, as a recursive call does, says no more) or is full.
    func appending(_ choice: Choice, to path: ChoicePath) -> ChoicePath {
        let choiceId: Int
        if let known = choiceIds[choice] { choiceId = known } else { choiceId = choiceIds.count; choiceIds[choice] = choiceId }
        let step = Step(path: path.id, choice: choiceId)
        if let known = steps[step] { return paths[known] }
        if path.choiceIds.contains(choiceId) {
            steps[step] = path.id
            return path
        }
        if path.choiceIds.count >= maxLength {
            overflowed = true
            return path
        }
        let made = ChoicePath(id: paths.count, choices: path.choices + [choice], choiceIds: path.choiceIds + [choiceId])
        paths.append(made)
        steps[step] = made.id
        return made
    }

    /// `path` followed by every choice of `tail`.
    func appending<S: Sequence>(contentsOf tail: S, to path: ChoicePath) -> ChoicePath where S.Element == Choice {
        tail.reduce(path) { appending($1, to: $0) }
    }

    /// `first`'s choices, then `second`'s.
    func joining(_ first: ChoicePath, _ second: ChoicePath) -> ChoicePath {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        let pair = Pair(first: first.id, second: second.id)
        if let known = joins[pair] { return paths[known] }
        let made = appending(contentsOf: second.choices, to: first)
        joins[pair] = made.id
        return made
    }
}
