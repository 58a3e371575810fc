import Foundation
import Testing
import ViperMapIO

/// The language conformance suite (`Conformance/`, `make conformance`): every case listed in
/// `Conformance/passing.txt` still passes, and the README's table is the suite's.
@Suite struct ConformanceTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Conformance")

    static func passingIDs() throws -> [String] {
        try String(contentsOf: root.appendingPathComponent("passing.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func everyCaseThatPassedStillPasses() throws {
        let cases = try ConformanceSuite.cases(in: Self.root)
        let byID = Dictionary(uniqueKeysWithValues: cases.map { ($0.id, $0) })
        let listed = try Self.passingIDs()
        #expect(listed.count >= 100, "the list of passing cases is the suite's record: run `make conformance`")
        for id in listed {
            guard let testCase = byID[id] else {
                Issue.record("\(id) is listed as passing but is no case of the suite")
                continue
            }
            let result = try ConformanceSuite.run(testCase)
            #expect(result.passed, "\(id) passed before and fails now:\n\(ConformanceSuite.failures([result]))")
        }
    }

    /// The suite is what its README says: at least 150 cases in 10 groups, one in five a negative, each truth naming its construct.
    @Test func theSuiteHasItsShape() throws {
        let cases = try ConformanceSuite.cases(in: Self.root)
        #expect(cases.count >= 150)
        #expect(Set(cases.map(\.group)).count >= 10)
        #expect(cases.filter { $0.truth.negative == true }.count * 5 >= cases.count)
        for c in cases { #expect(!(c.truth.construct ?? "").isEmpty, "\(c.id) names no construct") }
    }

    /// The README's "What the analysis understands" table is the one `make conformance` prints for the committed passing list.
    @Test func theReadmeTableIsTheSuites() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let cases = try ConformanceSuite.cases(in: Self.root)
        let passing = Set(try Self.passingIDs())
        let table = ConformanceSuite.table(cases: cases, passing: passing)
        #expect(readme.contains(table), "README.md's conformance table is stale: run `make conformance`")
    }
}
