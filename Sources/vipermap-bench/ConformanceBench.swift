import Foundation
import ViperMapIO

/// `vipermap-bench conformance DIR [--write-passing FILE] [--readme FILE]`: scans every case of the language
/// conformance suite, prints the table and what each failing case got wrong (with what the scan said where
/// it stopped); `--write-passing` writes the passing cases' ids, `--readme` puts the table into the README
/// between its conformance markers.
enum ConformanceBench {
    static let begin = "<!-- conformance table: made by `make conformance` -->"
    static let end = "<!-- end of conformance table -->"

    static func run(arguments: [String]) {
        guard let folder = arguments.first else {
            FileHandle.standardError.write(Data("usage: vipermap-bench conformance DIR [--write-passing FILE] [--readme FILE]\n".utf8))
            exit(2)
        }
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        do {
            let cases = try ConformanceSuite.cases(in: URL(fileURLWithPath: folder))
            let results = try cases.map(ConformanceSuite.run)
            let table = ConformanceSuite.table(results)
            print(table)
            print(ConformanceSuite.failures(results), terminator: "")
            if let path = value("--write-passing") {
                let ids = results.filter(\.passed).map(\.testCase.id).sorted()
                try Data((ids.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            }
            if let path = value("--readme") {
                let url = URL(fileURLWithPath: path)
                let text = try String(contentsOf: url, encoding: .utf8)
                guard let start = text.range(of: begin), let stop = text.range(of: end), start.upperBound <= stop.lowerBound else {
                    throw InputError("\(path): no conformance markers (\(begin) ... \(end))")
                }
                let updated = text[..<start.upperBound] + "\n" + table + text[stop.lowerBound...]
                try Data(updated.utf8).write(to: url)
            }
        } catch {
            FileHandle.standardError.write(Data("vipermap-bench: \(error)\n".utf8))
            exit(2)
        }
    }
}
