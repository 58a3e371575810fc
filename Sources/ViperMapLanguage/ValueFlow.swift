import ViperMapFacts

/// Value flow over the whole program: each unit is run (abstractly) in each context it is called
/// with, its outcome remembered; stored properties and channels are shared by all runs, and a run is
/// repeated when something it read grows, until nothing does (or a bound is hit, which `notes` says).
public final class ValueFlow {
    public struct Limits: Sendable {
        /// Nested evaluations before a call is queued instead of followed at once.
        public var depth = 48
        /// Contexts per unit before further calls share the unit's general (declared-type) context.
        public var contextsPerUnit = 128
        /// Runs of one unit in one context.
        public var runsPerEntry = 24
        /// Contexts per unit that hold values from outside (`Value.probe`) or chosen by tests of them
        /// (`Value.chosen`), before further such calls run without them: code that makes a new value from
        /// outside out of the one it was handed (a URL parsed again, recursively) runs a bounded number of
        /// times, however deep it goes.
        public var outsideContextsPerUnit = 8
        /// Tests of probes kept on the way to an effect (see `ChoicePath`); tests deeper than that are not told apart.
        public var choicesPerPath = 16
        public init() {}
    }

    /// How deep nested values (an object's fields' objects) are kept in contexts and fields.
    static let depth = 2

    public let program: Program
    let client: LanguageClient
    let limits: Limits

    final class Entry {
        let unit: Int
        let context: Context
        var outcome = Outcome()
        var running = false
        var runs = 0
        var dependents: Set<Int> = []
        init(unit: Int, context: Context) {
            self.unit = unit
            self.context = context
        }
    }

    struct Key: Hashable {
        var unit: Int
        var context: Context
    }

    struct FieldKey: Hashable {
        var type: String
        var name: String
    }

    private var entries: [Entry] = []
    private var entryIndex: [Key: Int] = [:]
    private var contextsOfUnit: [Int: Int] = [:]
    private var outsideContextsOfUnit: [Int: Int] = [:]
    /// Entries below this number were settled before `freeze()`: they run again only when a later run calls
    /// them after something they read changed (`stale`, then `thawed`).
    private var frozenBelow = 0
    private var stale: Set<Int> = []
    private var thawed: Set<Int> = []
    /// Unit -> its general context (filled as asked).
    private var fallbackContexts: [Context?]
    /// Unit -> what of a context its code can read (filled as asked).
    private var readsOfUnit: [Reads?]
    /// Unit -> the entry of its general run, once asked for.
    private var generalEntries: [Int?]
    /// A stored property of one type, as every run sees it: the values code stores in it, whether code
    /// assigns it at all, the entries that read it, and the unit computing its initial value.
    struct StoredField {
        var values = ValueSet()
        /// What general runs store from their parameters (some value of the declared type, whoever calls): read
        /// only while no code stores a value of its own (a caller's object), which says more.
        var standIns = ValueSet()
        var assigned = false
        var readers: Set<Int> = []
        let initializer: Int?
    }
    struct ReadKey: Hashable {
        var type: String
        var exact: Bool
        var name: String
    }
    private var fields: [StoredField] = []
    private var fieldIds: [FieldKey: Int] = [:]
    /// (type, exactness, property) -> the fields a read sees.
    private var readPlans: [ReadKey: [Int]] = [:]
    private var channels: [String: ValueSet] = [:]
    private var channelReaders: [String: Set<Int>] = [:]
    private var queue: [Int] = []
    private var queueHead = 0
    private var queued: Set<Int> = []
    private var nesting = 0
    private var relatedCache: [TypeKey: [String]] = [:]
    struct TypeKey: Hashable { var type: String; var exact: Bool }
    /// (type, property) -> the nominal type of its declared type (nil: none).
    var declaredNominals: [FieldKey: String?] = [:]
    struct MethodKey: Hashable {
        var type: String
        var exact: Bool
        var name: String
        var labels: [String?]?
    }
    /// Methods found by (type, exactness, name, labels): dispatch asks the same often.
    var methodCache: [MethodKey: [Int]] = [:]
    /// Calls bound statically to a protocol extension's method, by (protocol, name, labels): see `staticallyBound`.
    var staticBindings: [MethodKey: [Int]] = [:]
    /// Unit -> the units that call (or run) it.
    private var callerUnits: [Int: Set<Int>] = [:]
    /// Closure units run somewhere, and closure values made (by closure unit; with whether a general run made them).
    private var invoked: Set<Int> = []
    private var made: [Int: Set<Closure>] = [:]
    private var madeInGeneralRun: [Int: Set<Closure>] = [:]
    /// Closures no code of the scan runs: they run where they are made.
    private(set) var runAtDefinition: Set<Int> = []
    /// Closure units handed to code the scan does not hold (a library's property or call that does not run them now).
    private var escaped: Set<Int> = []

    /// Closure units kept in stored properties (their field numbers), and handed to channels as handlers.
    private var storedIn: [Int: Set<Int>] = [:]
    private var subscribed: Set<Int> = []

    /// The closures among `values` are in a library's hands: if nothing in the scan runs them, they run where they are made.
    func escape(_ values: ValueSet) {
        for case .closure(let closure) in values { escaped.insert(closure.unit) }
    }

    /// Closures a library keeps in a value of its own (an unscheduled timer's block): they run only when the client runs them.
    private var keptByClient: Set<Int> = []
    func keepForClient(_ values: ValueSet) {
        for case .closure(let closure) in values { keptByClient.insert(closure.unit) }
    }

    /// Whether a closure nothing in the scan runs may still run where the scan cannot see it: handed to a library,
    /// or kept by app code in a way the scan may not have followed to its call (a property that code reads, an
    /// argument passed on). A closure kept only in properties nothing reads, or only as the handler of a channel
    /// nothing publishes, never runs.
    private func mayRunUnseen(_ unit: Int) -> Bool {
        if keptByClient.contains(unit) { return false }
        if escaped.contains(unit) { return true }
        let fieldsHolding = storedIn[unit] ?? []
        if fieldsHolding.contains(where: { !fields[$0].readers.isEmpty }) { return true }
        return fieldsHolding.isEmpty && !subscribed.contains(unit)
    }
    /// The tests of probes on the way to effects, interned.
    let choiceTable: ChoiceTable
    /// Bounds that were hit, in words.
    public private(set) var notes: Set<String> = []

    public init(program: Program, client: LanguageClient, limits: Limits = Limits()) {
        self.program = program
        self.client = client
        self.limits = limits
        choiceTable = ChoiceTable(maxLength: limits.choicesPerPath)
        fallbackContexts = Array(repeating: nil, count: program.units.count)
        readsOfUnit = Array(repeating: nil, count: program.units.count)
        generalEntries = Array(repeating: nil, count: program.units.count)
    }

    // MARK: solving

    /// Runs every function and property initializer in its general context (but quiet code, which only
    /// its callers run), to a fixed point; then lets closures that nothing runs run where they are made, and settles again.
    public func solve() {
        // Code that stores into properties first: what reads them then mostly runs once.
        let general = program.units.filter { !$0.isClosure && !program.quiet[$0.id] }
        let stores = general.map { unit in unit.body.contains { if case .assign(.member, _, _) = $0 { return true } else { return false } } }
        for pass in [true, false] {
            for (unit, writes) in zip(general, stores) where writes == pass { request(unit.id, generalContext(of: unit.id)) }
        }
        drain()
        for _ in 0..<4 {
            let idle = made.keys.filter { !invoked.contains($0) && !runAtDefinition.contains($0) && mayRunUnseen($0) }.sorted()
            guard !idle.isEmpty else { break }
            runAtDefinition.formUnion(idle)
            let definers = Set(idle.compactMap { program.units[$0].definer })
            for (id, entry) in entries.enumerated() where definers.contains(entry.unit) { enqueue(id) }
            drain()
        }
    }

    /// The outcome of running `unit` in its general context (declared types for its parameters and receiver).
    public func outcome(of unit: Int) -> Outcome {
        if let id = generalEntries[unit] { return settled(id) }
        let id = request(unit, generalContext(of: unit))
        generalEntries[unit] = id
        return settled(id)
    }

    /// The outcome of running `unit` in `context`, computed now if it never was.
    public func outcome(of unit: Int, in context: Context) -> Outcome {
        settled(request(unit, context))
    }

    /// An entry's outcome, run (and settled) now if it never ran.
    private func settled(_ id: Int) -> Outcome {
        if entries[id].runs == 0 || thawIfStale(id) {
            queued.remove(id)
            run(id)
            drain()
        }
        return entries[id].outcome
    }

    /// Every run made: the unit, its context, its outcome (in the order they were first asked for).
    public var runs: [(unit: Int, context: Context, outcome: Outcome)] { entries.map { ($0.unit, $0.context, $0.outcome) } }

    /// Each run made, in the order they were first asked for, without copying them all first.
    public func forEachRun(_ body: (_ unit: Int, _ outcome: Outcome) -> Void) {
        for entry in entries { body(entry.unit, entry.outcome) }
    }

    /// The units that call or run `unit`.
    public func callers(of unit: Int) -> Set<Int> { callerUnits[unit] ?? [] }

    /// Closure values made for a closure unit by a general run of the code that writes it.
    public func closuresMade(for unit: Int) -> [Closure] { (madeInGeneralRun[unit] ?? []).sorted() }

    /// Whether a closure unit runs where it is written (no code of the scan runs it otherwise).
    public func runsWhereWritten(_ unit: Int) -> Bool { runAtDefinition.contains(unit) }

    /// What a unit runs with when nothing is known of its caller: declared types.
    public func generalContext(of unit: Int) -> Context {
        if let known = fallbackContexts[unit] { return known }
        let context = makeGeneralContext(of: unit)
        fallbackContexts[unit] = context
        return context
    }

    private func makeGeneralContext(of unit: Int) -> Context {
        let u = program.units[unit]
        var receiver = ValueSet()
        if let owner = u.owner { receiver = u.isStatic ? [.metatype(owner)] : [.typed(owner)] }
        // Whatever the callers pass, of the declared type (a call on it runs the type's own method, not
        // every subtype's: which one, the callers say).
        let arguments = u.parameters.map { p -> ValueSet in
            guard let type = program.nominal(p.typeName, in: u.owner, function: u.function) else { return ValueSet() }
            return [.parameter(type)]
        }
        return Context(receiver: receiver, arguments: arguments)
    }

    /// The names a type's code can reach without `self.`: its properties and methods, its supertypes'.
    private var memberNames: [String: Set<String>] = [:]

    private func members(of type: String) -> Set<String> {
        if let known = memberNames[type] { return known }
        var names = Set(propertyTable(of: type).keys)
        for candidate in [type] + program.index.allSupertypes(of: type) { names.formUnion(program.index.functionNames(of: candidate)) }
        memberNames[type] = names
        return names
    }

    /// Type -> its properties' declared types, its own and its supertypes' (the nearest declaration wins).
    private var propertyTables: [String: [String: String]] = [:]

    /// The declared types of the properties a value of `type` has ("" when a declaration does not say).
    func propertyTable(of type: String) -> [String: String] {
        if let known = propertyTables[type] { return known }
        var table = program.index.propertyTypes[type] ?? [:]
        for candidate in program.index.allSupertypes(of: type) {
            for (name, declared) in program.index.propertyTypes[candidate] ?? [:] where table[name] == nil { table[name] = declared }
        }
        propertyTables[type] = table
        return table
    }

    /// What of its context a unit's code can read: `self` (it names `self` or a member), each parameter.
    struct Reads {
        var receiver: Bool
        var parameters: [Bool]
    }

    private func reads(of unit: Int) -> Reads {
        if let known = readsOfUnit[unit] { return known }
        let u = program.units[unit]
        let names = program.mentioned[unit]
        var receiver = true
        if let owner = u.owner, !names.contains("self"), !names.contains("super"), !names.contains("Self"),
           names.isDisjoint(with: members(of: owner)) {
            receiver = false
        }
        // `_ type: T.Type` with `T` used in the body: the argument fixes `T`.
        let parameters = u.parameters.map { p in
            names.contains(p.name) || p.typeName.hasSuffix(".Type") && names.contains(String(p.typeName.dropLast(5)))
        }
        let reads = Reads(receiver: receiver, parameters: parameters)
        readsOfUnit[unit] = reads
        return reads
    }

    /// A context with what the unit cannot read left out: the receiver of code that never names `self`
    /// or a member, the arguments of parameters it never names. Fewer contexts, the same outcomes.
    private func relevant(_ context: Context, of unit: Int) -> Context {
        let reads = reads(of: unit)
        let general = generalContext(of: unit)
        var result = context
        if !reads.receiver { result.receiver = general.receiver }
        for j in reads.parameters.indices where j < result.arguments.count {
            guard reads.parameters[j] else {
                if !result.arguments[j].isEmpty { result.arguments[j] = ValueSet() }
                continue
            }
            if result.arguments[j].allSatisfy(client.matters), !result.arguments[j].isEmpty { continue }
            let kept = result.arguments[j].filter(client.matters)
            result.arguments[j] = kept.isEmpty && j < general.arguments.count ? general.arguments[j] : kept
        }
        if !result.receiver.contains(where: client.matters) { result.receiver = general.receiver }
        if !result.captures.allSatisfy({ !$0.values.isEmpty && $0.values.allSatisfy(client.matters) }) {
            result.captures = result.captures.compactMap { field in
                let kept = field.values.filter(client.matters)
                return kept.isEmpty ? nil : Field(name: field.name, values: kept)
            }
        }
        return result
    }

    @discardableResult
    private func request(_ unit: Int, _ given: Context) -> Int {
        var context = relevant(given, of: unit).normalized()
        if let id = entryIndex[Key(unit: unit, context: context)] { return id }
        let fromOutside = context.holdsValuesFromOutside
        if fromOutside, outsideContextsOfUnit[unit, default: 0] >= limits.outsideContextsPerUnit {
            notes.insert("more than \(limits.outsideContextsPerUnit) contexts with values from outside for \(describe(unit)): later calls run without them")
            return request(unit, context.withoutValuesFromOutside())
        }
        if contextsOfUnit[unit, default: 0] >= limits.contextsPerUnit {
            notes.insert("more than \(limits.contextsPerUnit) contexts for \(describe(unit)): later calls use its declared types")
            context = generalContext(of: unit)
            if let id = entryIndex[Key(unit: unit, context: context)] { return id }
        }
        contextsOfUnit[unit, default: 0] += 1
        if fromOutside { outsideContextsOfUnit[unit, default: 0] += 1 }
        let id = entries.count
        entries.append(Entry(unit: unit, context: context))
        entryIndex[Key(unit: unit, context: context)] = id
        enqueue(id)
        return id
    }

    private func enqueue(_ id: Int) {
        if isFrozen(id), entries[id].runs > 0 {
            // Something it read changed: it runs again when a later run needs it, now or when one calls it.
            guard entries[id].dependents.contains(where: { !isFrozen($0) }) else {
                stale.insert(id)
                return
            }
            stale.remove(id)
            thawed.insert(id)
        }
        if queued.insert(id).inserted { queue.append(id) }
    }

    private func isFrozen(_ id: Int) -> Bool { id < frozenBelow && !thawed.contains(id) }

    /// Keeps what is solved as it is: later runs (a handler run with a value from outside, `Value.probe`)
    /// make entries of their own, and a solved entry runs again only when one of them calls it after
    /// something it read changed; so that asking about one way into the app costs what that way runs, not
    /// a new solution of the app.
    public func freeze() {
        drain()
        frozenBelow = entries.count
    }

    /// A solved entry that a run calls after something it read changed since `freeze()`: it runs again.
    @discardableResult
    private func thawIfStale(_ id: Int) -> Bool {
        guard stale.remove(id) != nil else { return false }
        thawed.insert(id)
        enqueue(id)
        return true
    }

    private func drain() {
        while queueHead < queue.count {
            let id = queue[queueHead]
            queueHead += 1
            guard queued.remove(id) != nil else { continue }
            run(id)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    /// How many contexts units were run in.
    public var entryCount: Int { entries.count }

    /// How many runs were made in all (for the benchmark and debugging).
    public var totalRuns: Int { work.runs }

    public var work: Work {
        var counted = counted
        counted.contexts = entries.count
        counted.choicePaths = choiceTable.count
        return counted
    }

    private var counted = Work()

    private func run(_ id: Int) {
        let entry = entries[id]
        counted.runs += 1
        guard !entry.running else { return }
        guard entry.runs < limits.runsPerEntry else {
            notes.insert("\(describe(entry.unit)) was run \(limits.runsPerEntry) times without settling: its last outcome is used")
            return
        }
        entry.running = true
        entry.runs += 1
        nesting += 1
        var interpreter = Interpreter(flow: self, unit: program.units[entry.unit], context: entry.context, entry: id)
        let outcome = interpreter.run()
        counted.effectsCarried += interpreter.effectsCarried
        nesting -= 1
        entry.running = false
        if outcome != entry.outcome {
            entry.outcome = outcome
            for dependent in entry.dependents.sorted() { enqueue(dependent) }
        }
    }

    // MARK: services for the interpreter

    /// The outcome of a call from entry `caller`: followed at once unless nesting is deep (then queued,
    /// and the caller is run again when it is known).
    func call(_ unit: Int, _ context: Context, from caller: Int) -> Outcome {
        let id = request(unit, context)
        let entry = entries[id]
        entry.dependents.insert(caller)
        callerUnits[unit, default: []].insert(entries[caller].unit)
        if program.units[unit].isClosure { invoked.insert(unit) }
        if entry.runs == 0 || thawIfStale(id), !entry.running, nesting < limits.depth {
            queued.remove(id)
            run(id)
        }
        return entry.outcome
    }

    func isGeneralRun(_ entry: Int) -> Bool {
        let e = entries[entry]
        return e.context == generalContext(of: e.unit)
    }

    func recordClosure(_ closure: Closure, madeBy entry: Int) {
        made[closure.unit, default: []].insert(closure)
        if isGeneralRun(entry) || program.units[entries[entry].unit].isClosure {
            madeInGeneralRun[closure.unit, default: []].insert(closure)
        }
    }

    /// The types whose stored values a value of `type` may read: its own, its supertypes', and for a
    /// value that may be of a subtype, theirs.
    func related(_ type: String, exact: Bool) -> [String] {
        let key = TypeKey(type: type, exact: exact)
        if let known = relatedCache[key] { return known }
        var result = [type] + program.index.allSupertypes(of: type)
        if !exact { result += program.subtypes(of: type) }
        relatedCache[key] = result
        return result
    }

    /// The stored field `type.name`'s number in the field tables (made on first use).
    private func field(_ type: String, _ name: String) -> Int {
        let key = FieldKey(type: type, name: name)
        if let id = fieldIds[key] { return id }
        let id = fields.count
        fields.append(StoredField(initializer: program.initializer(of: name, in: type)))
        fieldIds[key] = id
        return id
    }

    /// The fields a read of `name` on a value of `type` sees (its related types' fields of that name).
    private func fieldsRead(_ type: String, exact: Bool, _ name: String) -> [Int] {
        let key = ReadKey(type: type, exact: exact, name: name)
        if let known = readPlans[key] { return known }
        let ids = related(type, exact: exact).map { field($0, name) }
        readPlans[key] = ids
        return ids
    }

    func storeRead(_ type: String, exact: Bool, _ name: String, reader: Int) -> ValueSet {
        var result = ValueSet()
        for id in fieldsRead(type, exact: exact, name) {
            fields[id].readers.insert(reader)
            result.formUnion(fields[id].values.isEmpty ? fields[id].standIns : fields[id].values)
            if let initializer = fields[id].initializer {
                result.formUnion(call(initializer, generalContext(of: initializer), from: reader).returns)
            }
        }
        return result
    }

    /// Whether code of the scan assigns the property (on this type or a related one), whatever the value.
    func isAssigned(_ type: String, exact: Bool, _ name: String) -> Bool {
        fieldsRead(type, exact: exact, name).contains { fields[$0].assigned || fields[$0].initializer != nil }
    }

    func storeWrite(_ type: String, _ name: String, _ values: ValueSet) {
        let id = field(type, name)
        fields[id].assigned = true
        guard !values.isEmpty else { return }
        let standIns = ValueSet(values.filter(\.isParameter).map(\.unmarked)).capped(Self.depth)
        let capped = ValueSet(values.filter { !$0.isParameter }).capped(Self.depth)
        for case .closure(let closure) in capped { storedIn[closure.unit, default: []].insert(id) }
        let changed = fields[id].values.formUnion(capped)
        if fields[id].standIns.formUnion(standIns) || changed {
            for reader in fields[id].readers.sorted() { enqueue(reader) }
        }
    }

    func handlers(of channel: String, reader: Int) -> ValueSet {
        channelReaders[channel, default: []].insert(reader)
        return channels[channel] ?? ValueSet()
    }

    func subscribe(_ channel: String, _ handlers: ValueSet) {
        guard !handlers.isEmpty else { return }
        for case .closure(let closure) in handlers { subscribed.insert(closure.unit) }
        if channels[channel, default: ValueSet()].formUnion(handlers.capped(Self.depth)) {
            for reader in (channelReaders[channel] ?? []).sorted() { enqueue(reader) }
        }
    }

    /// Extends a path of tests of probes for a run of `unit` (saying once when the path is full).
    func extend(_ path: ChoicePath, with choices: [Choice], in unit: Int) -> ChoicePath {
        noteFullPath(choiceTable.appending(contentsOf: choices, to: path), in: unit)
    }

    /// `first`'s tests, then `second`'s, for a run of `unit` (saying once when the path is full).
    func join(_ first: ChoicePath, _ second: ChoicePath, in unit: Int) -> ChoicePath {
        noteFullPath(choiceTable.joining(first, second), in: unit)
    }

    private func noteFullPath(_ path: ChoicePath, in unit: Int) -> ChoicePath {
        if choiceTable.takeOverflow() {
            notes.insert("more than \(limits.choicesPerPath) tests of values from outside on the way to effects in \(describe(unit)): deeper tests are not told apart")
        }
        return path
    }

    func describe(_ unit: Int) -> String {
        let u = program.units[unit]
        let name = u.closureName.map { _ in "a closure in " + (u.definer.map { describe($0) } ?? "?") } ?? u.name
        return u.closureName != nil ? name : (u.owner.map { $0 + "." } ?? "") + name
    }
}
