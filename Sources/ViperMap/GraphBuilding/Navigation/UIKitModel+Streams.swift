import ViperMapFacts
import ViperMapLanguage

/// Swift's asynchronous streams: `AsyncStream.makeStream(of: Event.self)` (or `AsyncStream { continuation in … }`) makes a
/// stream and its continuation; `continuation.yield(event)` hands the event to the `for await event in stream` loops
/// reading it, which run then, in the yielding code's run (what they show is asked by the code that yields).
extension UIKitModel {
    static let streamToken = "asyncStream"
    static let continuationToken = "streamContinuation"
    static let streamTypes: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    /// A stream's channel: its element type when the code names it, else the place it is made.
    private func streamChannel(_ call: ExternalCall) -> String {
        for set in call.arguments { for case .metatype(let type) in set { return "#stream:" + type } }
        return "#stream:\(program.units[call.unit].file):\(call.line)"
    }

    /// `AsyncStream.makeStream(of:)`: the pair (stream, continuation), as a tuple.
    func streamCall(_ call: ExternalCall) -> ExternalResult? {
        switch call.name {
        case "makeStream":
            guard case .name(let type)? = call.receiverExpr, Self.streamTypes.contains(type) else { return nil }
            let channel = streamChannel(call)
            let stream: ValueSet = [.token(Self.streamToken, base: [.text(channel)])]
            let continuation: ValueSet = [.token(Self.continuationToken, base: [.text(channel)])]
            var result = ExternalResult(returns: stream.union(continuation).union(
                [.object(Value.tupleType, exact: true, fields: Fields([Field(name: "0", values: stream), Field(name: "1", values: continuation)]))]))
            result.runsClosures = false
            return result
        case "yield":
            let channels = Self.texts(of: Self.continuationToken, in: call.receiver ?? ValueSet())
            guard !channels.isEmpty else { return nil }
            var result = ExternalResult()
            result.runsClosures = false
            result.publishes = channels
            result.publishedArguments = [call.arguments.first ?? ValueSet()]
            return result
        case BodyVisitor.forAwait:
            let channels = Self.texts(of: Self.streamToken, in: call.receiver ?? ValueSet())
            guard !channels.isEmpty else { return nil }
            var result = ExternalResult()
            result.runsClosures = false
            let closures = (call.arguments.first ?? ValueSet()).filter { if case .closure = $0 { return true } else { return false } }
            result.subscribes = channels.map { ($0, Handler.values(closures)) }
            return result
        default:
            return nil
        }
    }

    /// `AsyncStream<Event> { continuation in self.continuation = continuation }`: the closure is given the continuation.
    func streamConstruct(_ call: ExternalCall) -> ExternalResult? {
        guard Self.streamTypes.contains(call.name) || Self.streamTypes.contains(where: { call.name.hasPrefix($0 + "<") }) else { return nil }
        var channel = streamChannel(call)
        if let open = call.name.firstIndex(of: "<"), call.name.hasSuffix(">") {
            channel = "#stream:" + call.name[call.name.index(after: open)..<call.name.index(before: call.name.endIndex)]
        }
        var result = ExternalResult(returns: [.token(Self.streamToken, base: [.text(channel)])])
        result.returnsClosureValues = false
        result.closureArguments = [[.token(Self.continuationToken, base: [.text(channel)])]]
        return result
    }

    // MARK: timers

    static let timerToken = "timer"

    /// `Timer(timeInterval:repeats:block:)`: a timer not yet scheduled; its block runs once a run loop has it
    /// (`RunLoop.main.add(timer, forMode:)`) or it is fired. (`Timer.scheduledTimer(…) { … }` runs it, as any callback.)
    func timerConstruct(_ call: ExternalCall) -> ExternalResult? {
        guard call.name == "Timer", call.labels.contains("repeats") else { return nil }
        let blocks = call.arguments.reduce(into: ValueSet()) { $0.formUnion($1.filter { if case .closure = $0 { return true } else { return false } }) }
        guard !blocks.isEmpty else { return nil }
        var result = ExternalResult(returns: [.token(Self.timerToken, base: blocks)])
        result.runsClosures = false
        result.keepsClosures = true
        return result
    }

    /// `RunLoop.main.add(timer, forMode: .common)`, `timer.fire()`: the timer's block runs, given the timer.
    func timerCall(_ call: ExternalCall) -> ExternalResult? {
        let timers: ValueSet
        switch call.name {
        case "add" where call.labels.count == 2 && call.labels[1] == "forMode": timers = call.arguments.first ?? ValueSet()
        case "fire" where call.arguments.isEmpty: timers = call.receiver ?? ValueSet()
        default: return nil
        }
        var blocks = ValueSet()
        var made = ValueSet()
        for case .token(Self.timerToken, let base) in timers { blocks.formUnion(base); made.insert(.token(Self.timerToken, base: base)) }
        guard !blocks.isEmpty else { return nil }
        var result = ExternalResult()
        result.runsClosures = false
        result.runs = [(blocks, [made])]
        return result
    }

    /// The texts in the bases of the tokens of a tag, sorted.
    private static func texts(of tag: String, in values: ValueSet) -> [String] {
        var found: Set<String> = []
        for case .token(tag, let base) in values { for case .text(let t) in base { found.insert(t) } }
        return found.sorted()
    }
}
