import Testing
@testable import ViperMap
import ViperMapFacts
import ViperMapLanguage

/// The language layer on its own, with a client that knows no library: which code value flow runs
/// for its own sake, and what it gives when asked.
@Suite struct ValueFlowTests {
    private struct NoLibraries: LanguageClient {
        func call(_ call: ExternalCall) -> ExternalResult? { nil }
        func construct(_ call: ExternalCall) -> ExternalResult? { nil }
        func read(_ name: String, of base: Value) -> ValueSet? { nil }
        func speaksFor(_ type: String) -> Bool { false }
        func matters(_ value: Value) -> Bool { true }
        func returned(_ call: ExternalCall, declared: String?, values: ValueSet) -> ValueSet? { nil }
        func assign(_ assignment: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] { [] }
    }

    private let source = """
    final class Screen {}
    final class Maker {
        var kept: Screen?
        func pick(_ a: Screen, _ b: Screen, first: Bool) -> Screen {
            let chosen = a
            return chosen
        }
        func doubled(_ value: Int) -> Int {
            let twice = value * 2
            return twice + 1
        }
        func keep() { kept = Screen() }
        func make() -> Screen { pick(Screen(), Screen(), first: true) }
        func read() -> Screen? { kept }
    }
    """

    private func program() -> Program {
        let facts = SourceScanner.scan(path: "Maker.swift", text: source)
        return Program(index: TypeIndex([facts]), files: [facts])
    }

    private func unit(_ name: String, in program: Program) -> Int {
        program.units.firstIndex { $0.name == name && !$0.isClosure }!
    }

    @Test func codeThatOnlyComputesFromItsParametersIsQuiet() {
        let program = program()
        #expect(program.quiet[unit("pick", in: program)])
        #expect(program.quiet[unit("doubled", in: program)])
        // A call, a property written or read: not quiet.
        #expect(!program.quiet[unit("make", in: program)])
        #expect(!program.quiet[unit("keep", in: program)])
        #expect(!program.quiet[unit("read", in: program)])
    }

    @Test func quietCodeRunsOnlyForItsCallersAndStillGivesItsValue() {
        let program = program()
        let flow = ValueFlow(program: program, client: NoLibraries())
        flow.solve()
        var ran: Set<Int> = []
        flow.forEachRun { unit, _ in ran.insert(unit) }
        let pick = unit("pick", in: program), doubled = unit("doubled", in: program), make = unit("make", in: program)
        // `pick` runs because `make` calls it; nothing calls `doubled`, so nothing ran it.
        #expect(ran.contains(pick))
        #expect(!ran.contains(doubled))
        #expect(flow.callers(of: pick) == [make])
        #expect(flow.outcome(of: make).returns.map(\.objectType) == ["Screen"])
        // Asked for, quiet code runs then.
        #expect(flow.outcome(of: doubled).effects.isEmpty)
        flow.forEachRun { unit, _ in ran.insert(unit) }
        #expect(ran.contains(doubled))
    }

    @Test func aPairOfJobsGivesBothResults() {
        let (a, b) = Parallel.pair({ (1...1000).reduce(0, +) }, { "done" })
        #expect(a == 500_500)
        #expect(b == "done")
    }

    @Test func byteOffsetsFindTheFirstOccurrence() {
        #expect("HomePresenterToViewProtocol".byteOffset(of: "PresenterToView") == 4)
        #expect("HomeView".byteOffset(of: "Presenter") == nil)
        #expect("Überblick".byteOffset(of: "blick") == 5)  // "Ü" is two bytes
        #expect("abc".byteOffset(of: "") == 0)
        #expect("ab".byteOffset(of: "abc") == nil)
    }
}
