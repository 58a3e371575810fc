import SwiftParser
import SwiftSyntax

/// Inline suppressions in a source file, as SwiftLint users write them: `// vipermap:disable:next RULE`
/// (the next line) and `// vipermap:disable RULE` (the whole file); several rule ids may follow, `all`
/// means every rule. Pure: the file's text in. Swift comments are read from swift-syntax's trivia (a
/// string that merely contains the words is no suppression); Objective-C's from its `//` comment lines.
public struct Suppressions: Equatable, Sendable {
    public var file: Set<String> = []
    /// Line number → rule ids suppressed on it.
    public var lines: [Int: Set<String>] = [:]

    public init(file: Set<String> = [], lines: [Int: Set<String>] = [:]) {
        self.file = file
        self.lines = lines
    }

    public static func read(_ text: String, path: String) -> Suppressions {
        var result = Suppressions()
        func take(_ comment: String, line: Int) {
            let body = comment.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let head = words.first else { return }
            let rules = Set(words.dropFirst())
            guard !rules.isEmpty else { return }
            if head == "vipermap:disable:next" { result.lines[line + 1, default: []].formUnion(rules) }
            else if head == "vipermap:disable" { result.file.formUnion(rules) }
        }
        if path.hasSuffix(".swift") {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var offset = token.position
                for piece in token.leadingTrivia {
                    if case .lineComment(let comment) = piece { take(comment, line: converter.location(for: offset).line) }
                    offset = offset.advanced(by: piece.sourceLength.utf8Length)
                }
                offset = token.endPositionBeforeTrailingTrivia
                for piece in token.trailingTrivia {
                    if case .lineComment(let comment) = piece { take(comment, line: converter.location(for: offset).line) }
                    offset = offset.advanced(by: piece.sourceLength.utf8Length)
                }
            }
        } else {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let start = line.range(of: "//") else { continue }
                take(String(line[start.lowerBound...]), line: index + 1)
            }
        }
        return result
    }

    public func suppresses(_ violation: Violation) -> Bool {
        let hit = { (rules: Set<String>) in rules.contains(violation.rule) || rules.contains("all") }
        return hit(file) || hit(lines[violation.line] ?? [])
    }
}
