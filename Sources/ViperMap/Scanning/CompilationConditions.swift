import SwiftSyntax

/// Conditional compilation (`#if` … `#elseif` … `#else` … `#endif` in Swift, `#if`/`#ifdef`/`#ifndef`/`#elif` in
/// Objective-C), read as a release build of the app compiles it: `false`, `0` and `DEBUG` are false, `true` and
/// other numbers true; a flag, platform or version test the scan cannot know (`os(iOS)`, `canImport(UIKit)`,
/// `STUDENT_APP`) is unknown, and then every branch is read (an app built from one folder into several targets).
enum CompilationConditions {
    /// A condition's value from its tokens (`["!", "DEBUG"]`, `["defined", "(", "DEBUG", ")"]`); nil when unknown.
    static func value(_ tokens: [String]) -> Bool? {
        var parser = Parser(tokens: tokens)
        let result = parser.or()
        return parser.position == tokens.count ? result : nil
    }

    /// Which clauses of one `#if` chain are compiled: each clause's condition value (nil for `#else` or an
    /// unknown condition, told apart by `isElse`). After a clause that is surely taken, none is.
    static func active(_ clauses: [(isElse: Bool, value: Bool?)]) -> [Bool] {
        var taken = false
        return clauses.map { clause in
            if taken { return false }
            if clause.isElse { return true }
            switch clause.value {
            case true?: taken = true; return true
            case false?: return false
            case nil: return true
            }
        }
    }

    private struct Parser {
        let tokens: [String]
        var position = 0

        var next: String? { position < tokens.count ? tokens[position] : nil }

        mutating func or() -> Bool? { chain("||", absorbing: true) { $0.and() } }

        mutating func and() -> Bool? { chain("&&", absorbing: false) { $0.unary() } }

        /// Operands joined by `op`: one `absorbing` operand decides it (true for `||`, false for `&&`); all the
        /// other value gives the other; else unknown.
        mutating func chain(_ op: String, absorbing: Bool, _ operand: (inout Parser) -> Bool?) -> Bool? {
            var value = operand(&self)
            while next == op {
                position += 1
                let right = operand(&self)
                value = value == absorbing || right == absorbing ? absorbing : (value == !absorbing && right == !absorbing ? !absorbing : nil)
            }
            return value
        }

        mutating func unary() -> Bool? {
            if next == "!" {
                position += 1
                return unary().map { !$0 }
            }
            return primary()
        }

        mutating func primary() -> Bool? {
            guard let token = next else { return nil }
            position += 1
            switch token {
            case "(":
                let value = or()
                if next == ")" { position += 1 }
                return value
            case "true": return true
            case "false": return false
            case "DEBUG": return false
            case "defined":
                let parenthesized = next == "("
                if parenthesized { position += 1 }
                let name = next
                position += 1
                if parenthesized, next == ")" { position += 1 }
                return name == "DEBUG" ? false : nil
            default:
                if let number = Int(token) { return number != 0 }
                // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: a test the scan cannot answer.
                if next == "(" {
                    var depth = 0
                    while let t = next {
                        position += 1
                        if t == "(" { depth += 1 } else if t == ")" { depth -= 1; if depth == 0 { break } }
                    }
                }
                return nil
            }
        }
    }
}

extension CompilationConditions {
    /// Whether a Swift `#if` clause is compiled (see `active`).
    static func isActive(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let chain = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        let flags = active(chain.map { c in
            (isElse: c.condition == nil, value: c.condition.flatMap { value($0.tokens(viewMode: .sourceAccurate).map(\.text)) })
        })
        for (c, flag) in zip(chain, flags) where c.id == clause.id { return flag }
        return true
    }
}
