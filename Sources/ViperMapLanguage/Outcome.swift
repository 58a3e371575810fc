import ViperMapFacts

/// Something a piece of code makes happen that the client asked to hear of (a call into a library it
/// models), or a place where the analysis could not follow the code (a gap): what, with which values,
/// and where the call that does it is written.
public struct Effect: Hashable, Sendable, Comparable {
    /// The client's own code for what happens; `Effect.gap` for a place the analysis stops.
    public var tag: Int
    public var values: [ValueSet]
    /// The client's words for it (a reason, a name, a storyboard step).
    public var note: String
    /// The unit and line of the call that does it.
    public var unit: Int
    public var line: Int
    /// It happens only for some cases of a value the code was handed and does not know here (a `switch`
    /// on a parameter): the callers that pass the case say whether it does.
    public var conditional: Bool
    /// It happens only for some of the cases a stored value may hold here (a `switch` on a property set to
    /// several cases elsewhere): whether it does, the code does not say.
    public var ambiguous: Bool
    /// The tests of probes (see `Value.probe`) that led here, outermost first: it happens when they pass.
    public var choicePath: ChoicePath = .empty
    public var choices: [Choice] { choicePath.choices }

    public static let gap = -1
    /// A read of a probe (`Value.probe`): the note names what was read (`url.lastPathComponent`).
    public static let probeRead = -2

    public init(tag: Int, values: [ValueSet], note: String = "", unit: Int, line: Int, conditional: Bool = false, ambiguous: Bool = false,
                choicePath: ChoicePath = .empty) {
        self.tag = tag
        self.values = values
        self.note = note
        self.unit = unit
        self.line = line
        self.conditional = conditional
        self.ambiguous = ambiguous
        self.choicePath = choicePath
    }

    public static func < (a: Effect, b: Effect) -> Bool {
        if a.tag != b.tag { return a.tag < b.tag }
        if a.unit != b.unit { return a.unit < b.unit }
        if a.line != b.line { return a.line < b.line }
        if a.note != b.note { return a.note < b.note }
        if a.conditional != b.conditional { return !a.conditional }
        if a.ambiguous != b.ambiguous { return !a.ambiguous }
        if a.choicePath != b.choicePath { return a.choicePath < b.choicePath }
        return a.values.lexicographicallyPrecedes(b.values)
    }
}

/// A test of a probe on the way to an effect: the probe tested (`url.host`) and the case labels of the
/// branch taken (`Stmt.when`'s: bare enum cases, `TextCase` labels, each may be after `!`).
public struct Choice: Hashable, Sendable, Comparable {
    public var subject: String
    public var cases: [String]
    /// Where the test is written: its unit and line.
    public var unit: Int
    public var line: Int
    public init(subject: String, cases: [String], unit: Int = 0, line: Int = 0) {
        self.subject = subject
        self.cases = cases
        self.unit = unit
        self.line = line
    }
    public static func < (a: Choice, b: Choice) -> Bool {
        if a.subject != b.subject { return a.subject < b.subject }
        if a.cases != b.cases { return a.cases.lexicographicallyPrecedes(b.cases) }
        return (a.unit, a.line) < (b.unit, b.line)
    }
}

/// How an effect is reached from the unit whose outcome holds it: the line of that unit's statement,
/// then the units called on the way down, outermost first (empty when the unit does it itself).
public struct Trail: Hashable, Sendable {
    public var line: Int
    public var path: [Int]

    public static let maxLength = 12

    public init(line: Int, path: [Int] = []) {
        self.line = line
        self.path = Array(path.prefix(Self.maxLength))
    }

    /// The trail a caller sees: its own line, then the callee, then the callee's way down.
    func through(_ callee: Int, at line: Int) -> Trail { Trail(line: line, path: [callee] + path) }

    /// Of two ways to the same effect, the shorter (then the earlier line, then the lower units) is kept,
    /// whichever was found first.
    func isBetter(than other: Trail) -> Bool {
        if path.count != other.path.count { return path.count < other.path.count }
        if line != other.line { return line < other.line }
        return path.lexicographicallyPrecedes(other.path)
    }
}

/// What running a unit in one context gives: its effects (each with the best way to it), the values it
/// returns, and the fields of `self` it set (for a constructor, the new object's fields).
public struct Outcome: Equatable, Sendable {
    public var effects: [Effect: Trail] = [:]
    public var returns = ValueSet()
    public var fields: [String: ValueSet] = [:]
    /// Parameter position -> what the code assigned to it (an `inout` parameter: the caller's variable holds it after).
    public var assignedParameters: [Int: ValueSet] = [:]

    public init() {}

    mutating func add(_ effect: Effect, _ trail: Trail) {
        if let known = effects[effect], !trail.isBetter(than: known) { return }
        effects[effect] = trail
    }

    /// The effects in a fixed order.
    public var sortedEffects: [(Effect, Trail)] { effects.keys.sorted().map { ($0, effects[$0]!) } }

    /// The effects that pass `keep`, in order (sorting only those).
    public func sortedEffects(where keep: (Effect, Trail) -> Bool) -> [(Effect, Trail)] {
        effects.filter { keep($0.key, $0.value) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// A call into code the scan does not hold (a library's method, constructor or property), as the
/// language layer sees it, for the client to say what it does.
public struct ExternalCall: Sendable {
    /// The method's (or the type's, for a constructor) name, and the argument labels.
    public var name: String
    public var labels: [String?]
    /// What it is called on (empty for a free function or when unknown); nil for a constructor.
    public var receiver: ValueSet?
    public var receiverExpr: Expr?
    public var arguments: [ValueSet]
    /// Each argument as written, a local followed back to what it was bound to (`next` -> `screens.makeScreen(…)`).
    public var argumentExprs: [Expr]
    /// For list literals among the arguments, each item's values, in order (`[a, b]`).
    public var argumentItems: [[ValueSet]?]
    /// Where it is called: the unit (its owner type) and the line.
    public var unit: Int
    public var owner: String?
    public var line: Int
    /// When the client asked for them (`ExternalResult.needsClosureValues`): what the closures among the
    /// arguments give when they run.
    public var closureValues: ValueSet? = nil
    /// When the client asked for it (`ExternalResult.needsMembers`): what those members give on the closures' values.
    public var memberValues: ValueSet? = nil
    /// For `LanguageClient.returned`: the scanned unit the call runs.
    public var callee: Int? = nil
}

/// An assignment to a property of a value (`window.rootViewController = x`), for the client.
public struct ExternalAssignment: Sendable {
    public var target: ValueSet
    public var targetExpr: Expr
    public var property: String
    public var value: ValueSet
    public var valueExpr: Expr
    public var valueItems: [ValueSet]?
    public var unit: Int
    public var owner: String?
    public var line: Int
}

/// A handler given to a channel: closures (or method references) to run when it is published.
public enum Handler: Sendable {
    case values(ValueSet)
    /// A method named by a selector, on these objects.
    case method(String, on: ValueSet)
}

/// What the client says an external call does.
public struct ExternalResult: Sendable {
    public var returns = ValueSet()
    /// Effects, as (tag, values, note); the language layer places them at the call.
    public var effects: [(tag: Int, values: [ValueSet], note: String)] = []
    /// Whether closures among the arguments run now, given the receiver's values as their argument
    /// (a library's callback, a collection's `map`); their values join the returns when `returnsClosureValues`.
    public var runsClosures = true
    /// Whether the client keeps the closures among the arguments in a value of its own (they run only through `runs`).
    public var keepsClosures = false
    public var returnsClosureValues = true
    /// What the closures run with (nil: the receiver's values as their first argument).
    public var closureArguments: [ValueSet]? = nil
    /// Closures the client was handed earlier (kept in a value of its own) to run now, with these arguments.
    public var runs: [(closures: ValueSet, arguments: [ValueSet])] = []
    /// Methods of objects handed to the library that it calls now (a protocol's requirement it calls back on the
    /// object: a view modifier's `body(content:)`), with these arguments.
    public var callsBack: [(method: String, on: ValueSet, arguments: [ValueSet])] = []
    /// The client needs what the closures give to answer (`pushDerivedFrom { build() }`): they run, and the
    /// client is asked again with `ExternalCall.closureValues`.
    public var needsClosureValues = false
    /// With `needsClosureValues`: the client also needs what these members (properties or methods the scan's types
    /// declare) give on the closures' values, and on what that gives (`ExternalCall.memberValues`).
    public var needsMembers: [String] = []
    /// Channels (a notification's name) published and subscribed to.
    public var publishes: [String] = []
    /// With `publishes`: the values handed to the channels' handlers (`path.append(route)` hands `route` to the
    /// stack's destination closure); the client is asked again with what they give as `ExternalCall.closureValues`.
    public var publishedArguments: [ValueSet]? = nil
    public var subscribes: [(channel: String, handler: Handler)] = []
    /// What the call stores in an object this run made (a screen pushed onto a navigation controller that
    /// has none yet): the local or property of `self` that holds the receiver holds it with these fields.
    public var receiverFields: [Field] = []
    /// Where the effects are, when the client can tell better than the statement's first line (a modifier
    /// in a chain of them: the line of the closure it is given).
    public var line: Int? = nil

    public init(returns: ValueSet = ValueSet()) { self.returns = returns }
}

/// What the language layer asks of the code it analyses for: the meaning of calls, constructors,
/// property reads and assignments on values of types the scan does not declare. A client must not
/// keep state that changes its answers while value flow runs.
public protocol LanguageClient: Sendable {
    /// A call no scanned function answers; nil: the language's default (run closure arguments, return the receiver).
    func call(_ call: ExternalCall) -> ExternalResult?
    /// `T(...)` for a type the scan does not declare, or declares without an initializer that matches;
    /// nil: an instance of `T`.
    func construct(_ call: ExternalCall) -> ExternalResult?
    /// `base.name` on a value whose type declares no such property (a library's); nil: nothing known.
    func read(_ name: String, of base: Value) -> ValueSet?
    /// Whether a call the scan cannot follow on a value of this type (a protocol no code implements, a
    /// closure property nothing sets) may matter to the client: only then is the gap said.
    func speaksFor(_ type: String) -> Bool
    /// Whether a value is worth running code again for: a context keeps only such values (the others
    /// become what the declarations say), so that code is not run once per string or date it is given.
    func matters(_ value: Value) -> Bool
    /// What a scanned call (`call.callee`) gives, when the client knows more than its code says: `values`
    /// are what the code returns (empty: nothing known; then `declared` is its declared type, if any).
    /// nil: the values (or, when there are none, some `declared`).
    func returned(_ call: ExternalCall, declared: String?, values: ValueSet) -> ValueSet?
    /// Effects of an assignment to a property (any: the client tells which matter).
    func assign(_ assignment: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)]
    /// Channels an assignment publishes on (a property whose changes code subscribed to): their handlers run
    /// then, given the value written.
    func publishes(_ assignment: ExternalAssignment) -> [String]
    /// Whether what the members it asks for (`ExternalResult.needsMembers`) give on a value of this type, placed by
    /// code of `owner`, stands for the value (a wrapper of the client's own values); by default, a type it does not
    /// speak for.
    func standsForContent(_ type: String, placedBy owner: String?) -> Bool
    /// A library class's superclasses, nearest first (nil: a type the client does not know as a class), so that a
    /// cast (`root as? TabContainer`) keeps only the values that may be one.
    func superclasses(ofLibraryClass type: String) -> [String]?
    /// Whether a value of a library type whose class tree the client does not give may adopt this library protocol
    /// (so an app's extension of that protocol adds methods to it).
    func libraryValue(_ type: String, mayAdopt libraryProtocol: String) -> Bool
    /// The library class of the object a token stands for (the container a screen's relative names), so that methods
    /// an extension or a category adds to that class run on it; nil: none known.
    func libraryClass(ofToken tag: String) -> String?
    /// Whether a property of a library's object is state the client reads from the object later (a navigation
    /// controller's `viewControllers`): a property of `self` holding the object then holds it with the field set.
    func keepsField(_ name: String, ofLibraryType type: String) -> Bool
}

extension LanguageClient {
    public func standsForContent(_ type: String, placedBy owner: String?) -> Bool { !speaksFor(type) }
    public func superclasses(ofLibraryClass type: String) -> [String]? { nil }
    public func libraryValue(_ type: String, mayAdopt libraryProtocol: String) -> Bool { false }
    public func publishes(_ assignment: ExternalAssignment) -> [String] { [] }
    public func libraryClass(ofToken tag: String) -> String? { nil }
    public func keepsField(_ name: String, ofLibraryType type: String) -> Bool { false }
}
