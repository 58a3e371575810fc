/// One token of Objective-C source as clang's lexer gives it.
public struct ObjCToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case punctuation, keyword, identifier, literal }
    public var kind: Kind
    public var text: String
    public var line: Int
    /// Byte offset in the file.
    public var offset: Int

    public init(kind: Kind, text: String, line: Int, offset: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.offset = offset
    }
}

/// Reads an Objective-C method body (clang's tokens, from `{` to its `}`) into the statement and
/// expression model the Swift front-end makes: message sends are calls (selector pieces as labels,
/// named as Swift imports them), dot syntax is member access, `[[X alloc] init...]`, `[X new]` and
/// class factory methods are construction, blocks are closures (their statements bracketed before
/// the statement that holds them, a `return` giving the block's value).
///
/// Why tokens and not clang's AST: without the iOS SDK, clang drops every message send it cannot
/// type-check (an undeclared class or selector anywhere in it), and getting them back takes a
/// second parse per file with generated stubs. The lexer drops nothing, and a method body needs
/// only the small grammar below.
public struct ObjCBodyParser {
    let tokens: [ObjCToken]
    var position = 0
    var statements: [Stmt] = []

    /// Expressions nested deeper than this become `.other` (as in the Swift front-end).
    static let maxDepth = 200

    /// The statements of a body: `tokens` start at its `{` and end at the matching `}`.
    public static func statements(_ tokens: [ObjCToken]) -> [Stmt] {
        var parser = ObjCBodyParser(tokens: withoutDirectives(tokens))
        // A body is one statement (its braces); whatever follows a stray `}` is read too.
        while !parser.atEnd {
            let before = parser.position
            parser.statement(depth: 0)
            if parser.position == before { parser.advance() }
        }
        return parser.statements
    }

    /// The value of an expression's tokens (a constant's initializer, a macro's body).
    public static func expression(_ tokens: [ObjCToken]) -> Expr {
        var parser = ObjCBodyParser(tokens: tokens)
        return parser.expression(until: tokens.count, depth: 0)
    }

    /// A rough tokenizer (words, string and number literals, one-character punctuation) for tests that
    /// drive the parser with odd token streams; the scanner itself uses clang's lexer.
    public static func tokensForTesting(_ text: String) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        let chars = Array(text.unicodeScalars)
        var i = 0, line = 1
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if c == "\"" {
                i += 1
                while i < chars.count, chars[i] != "\"" { i += 1 }
                i = min(i + 1, chars.count)
                tokens.append(ObjCToken(kind: .literal, text: String(String.UnicodeScalarView(chars[start..<i])), line: line, offset: start))
            } else if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
                while i < chars.count, chars[i].properties.isAlphabetic || chars[i] == "_" || ("0"..."9").contains(chars[i]) { i += 1 }
                let word = String(String.UnicodeScalarView(chars[start..<i]))
                let kind: ObjCToken.Kind = word.first!.isNumber ? .literal : ["if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "int", "void"].contains(word) ? .keyword : .identifier
                tokens.append(ObjCToken(kind: kind, text: word, line: line, offset: start))
            } else {
                i += 1
                tokens.append(ObjCToken(kind: .punctuation, text: String(c), line: line, offset: start))
            }
        }
        return tokens
    }

    /// Preprocessor lines (`#pragma mark`, `#if DEBUG`) are not code: every token on a line that starts with `#`;
    /// nor is what a release build leaves out (`#if 0`, `#ifdef DEBUG`, the `#else` of `#if 1`; see `CompilationConditions`).
    static func withoutDirectives(_ tokens: [ObjCToken]) -> [ObjCToken] {
        var out: [ObjCToken] = []
        var skipLine = -1
        // For each open `#if`: its clauses so far (whether `#else`, the value) and whether the current one is compiled.
        var chains: [(clauses: [(isElse: Bool, value: Bool?)], active: Bool)] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.text == "#", i == 0 || tokens[i - 1].line != token.line {
                skipLine = token.line
                var directive: [String] = []
                var j = i + 1
                while j < tokens.count, tokens[j].line == token.line { directive.append(tokens[j].text); j += 1 }
                let keyword = directive.first ?? ""
                let rest = Array(directive.dropFirst())
                func clause(_ isElse: Bool, _ value: Bool?) -> (isElse: Bool, value: Bool?) { (isElse, value) }
                switch keyword {
                case "if", "ifdef", "ifndef":
                    let value = keyword == "if" ? CompilationConditions.value(rest)
                        : CompilationConditions.value(["defined", "("] + rest.prefix(1) + [")"]).map { keyword == "ifdef" ? $0 : !$0 }
                    let clauses = [clause(false, value)]
                    chains.append((clauses, CompilationConditions.active(clauses).last ?? true))
                case "elif", "else":
                    guard !chains.isEmpty else { break }
                    chains[chains.count - 1].clauses.append(clause(keyword == "else", keyword == "else" ? nil : CompilationConditions.value(rest)))
                    chains[chains.count - 1].active = CompilationConditions.active(chains[chains.count - 1].clauses).last ?? true
                case "endif":
                    _ = chains.popLast()
                default:
                    break
                }
            }
            defer { i += 1 }
            if token.line == skipLine || chains.contains(where: { !$0.active }) { continue }
            out.append(token)
        }
        return out
    }

    private init(tokens: [ObjCToken]) { self.tokens = tokens }

    // MARK: Tokens

    var atEnd: Bool { position >= tokens.count }
    var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }
    func peek(_ ahead: Int = 0) -> String { position + ahead < tokens.count ? tokens[position + ahead].text : "" }
    func line() -> Int { current?.line ?? tokens.last?.line ?? 0 }
    mutating func advance() { position += 1 }
    mutating func accept(_ text: String) -> Bool {
        guard peek() == text else { return false }
        position += 1
        return true
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` starting at the current token.
    mutating func skipBalanced() {
        let open = peek()
        guard let close = ["(": ")", "[": "]", "{": "}"][open] else { advance(); return }
        var depth = 0
        while let token = current {
            if token.text == open { depth += 1 } else if token.text == close { depth -= 1 }
            advance()
            if depth == 0 { return }
        }
    }

    /// The end (exclusive) of the statement starting here: its `;` at depth 0 (not inside a block).
    func statementEnd() -> Int {
        var depth = 0
        var i = position
        while i < tokens.count {
            switch tokens[i].text {
            case "(", "[", "{": depth += 1
            case ")", "]": depth -= 1
            case "}":
                if depth == 0 { return i }
                depth -= 1
            case ";" where depth == 0: return i
            default: break
            }
            if depth < 0 { return i }
            i += 1
        }
        return i
    }

    // MARK: Statements

    mutating func statement(depth: Int) {
        guard let token = current else { return }
        guard depth < Self.maxDepth else { position = tokens.count; return }
        switch token.text {
        case "{":
            advance()
            while !atEnd, peek() != "}" { statement(depth: depth + 1) }
            advance()
        case ";":
            advance()
        case "if":
            advance()
            let start = position
            let condition = parenthesized(depth: depth)
            // A negated or compound condition (`!`, `!=`, `<`, `&&`) is no test of one case: the parsed
            // condition keeps neither its `!` nor which operator joined its operands.
            let plain = !tokens[start..<min(position, tokens.count)].contains { ["!", "!=", "<", ">", "<=", ">=", "&&", "||"].contains($0.text) }
            let test = plain ? Self.caseTest(condition) : nil
            if let test { statements.append(.when(subject: test.subject, cases: [test.name], line: token.line)) }
            statement(depth: depth + 1)
            if let test { statements.append(.endWhen(line: line())) }
            if accept("else") {
                if let test { statements.append(.when(subject: test.subject, cases: ["!" + test.name], line: line())) }
                statement(depth: depth + 1)
                if let test { statements.append(.endWhen(line: line())) }
            }
        case "for", "while":
            advance()
            if peek() == "(" { skipBalanced() }
            statement(depth: depth + 1)
        case "do":
            advance()
            statement(depth: depth + 1)
            if accept("while"), peek() == "(" { skipBalanced() }
        case "switch":
            advance()
            switchStatement(subject: parenthesized(depth: depth), line: token.line, depth: depth)
        case "return":
            advance()
            let end = statementEnd()
            if position < end {
                statements.append(.ret(expression(until: end, depth: depth), line: token.line))
            }
            position = end
            _ = accept(";")
        case "break", "continue", "goto":
            position = statementEnd()
            _ = accept(";")
        case "case", "default":
            // A label outside a switch we follow: skip to its colon.
            while !atEnd, peek() != ":" { advance() }
            advance()
        case "@" where ["try", "finally", "autoreleasepool", "catch", "synchronized"].contains(peek(1)):
            advance(); advance()
            if peek() == "(" { skipBalanced() }
            statement(depth: depth + 1)
        default:
            simpleStatement(depth: depth)
        }
    }

    /// `switch (route) { case RouteDetail: ... break; default: ... }`: each case's statements run for that case.
    mutating func switchStatement(subject: Expr, line: Int, depth: Int) {
        guard accept("{") else { statement(depth: depth + 1); return }
        var open = false
        // `default:` runs for every case the other labels do not name: filled in once all are read.
        var defaults: [Int] = []
        var named: [String] = []
        while let token = current, token.text != "}" {
            if token.text == "case" || token.text == "default" {
                var cases: [String] = []
                var isDefault = false
                // `case A: case B:` is one group.
                while peek() == "case" || peek() == "default" {
                    if accept("default") { _ = accept(":"); isDefault = true; continue }
                    advance()
                    var name: String? = nil
                    while let t = current, t.text != ":" {
                        if t.kind == .identifier { name = t.text }
                        advance()
                    }
                    _ = accept(":")
                    if let name { cases.append(name) }
                }
                if open { statements.append(.endWhen(line: token.line)) }
                if isDefault && cases.isEmpty { defaults.append(statements.count) }
                named += cases
                statements.append(.when(subject: subject, cases: cases, line: token.line))
                open = true
            } else {
                statement(depth: depth + 1)
            }
        }
        if open { statements.append(.endWhen(line: self.line())) }
        for i in defaults {
            if case .when(let s, _, let l) = statements[i] { statements[i] = .when(subject: s, cases: named.map { "!" + $0 }, line: l) }
        }
        _ = accept("}")
    }

    /// `(condition)`: its value; calls in it are statements of their own.
    mutating func parenthesized(depth: Int) -> Expr {
        guard peek() == "(" else { return .other }
        let start = position
        skipBalanced()
        let end = position
        position = start + 1
        let value = expression(until: end - 1, depth: depth)
        position = end
        if case .call = value { statements.append(.eval(value, line: tokens[start].line)) }
        return value
    }

    /// `kind == VTDRouteDetail`: the subject and the case the block runs for.
    static func caseTest(_ condition: Expr) -> (subject: Expr, name: String)? {
        // `[url.host isEqualToString:@"product"]`, `[path hasPrefix:@"/orders"]`, `x == @"y"`.
        if let (subject, label) = TextCase.test(condition) { return (subject, label) }
        guard case .list(let operands) = condition, operands.count == 2 else { return nil }
        for (subject, value) in [(operands[0], operands[1]), (operands[1], operands[0])] {
            if case .name(let name) = value, name.first?.isUppercase == true, case .name = subject { return (subject, name) }
            if case .name(let name) = value, name.first?.isUppercase == true, case .member = subject { return (subject, name) }
        }
        return nil
    }

    /// A declaration (`VTDListViewController *view = ...;`), an assignment (`self.window.rootViewController = nav;`)
    /// or an expression statement.
    mutating func simpleStatement(depth: Int) {
        let start = position
        let startLine = line()
        let end = statementEnd()
        guard start < end else { position = end + 1; return }
        var equals: Int? = nil
        var nesting = 0
        for i in start..<end {
            switch tokens[i].text {
            case "(", "[", "{": nesting += 1
            case ")", "]", "}": nesting -= 1
            case "=" where nesting == 0 && equals == nil: equals = i
            default: break
            }
        }
        if let declared = declaration(start, equals ?? end) {
            var value: Expr = .other
            if let equals {
                position = equals + 1
                value = expression(until: end, depth: depth)
            }
            if equals != nil || !declared.type.isEmpty {
                statements.append(.bind(name: declared.name, value: value, typeName: declared.type, line: startLine))
            }
        } else if let equals {
            position = start
            let target = expression(until: equals, depth: depth)
            position = equals + 1
            let value = expression(until: end, depth: depth)
            statements.append(.assign(target: target, value: value, line: startLine))
        } else {
            position = start
            let value = expression(until: end, depth: depth)
            if value != .other { statements.append(.eval(value, line: startLine)) }
        }
        position = end
        _ = accept(";")
    }

    static let qualifiers: Set<String> = [
        "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "static", "const", "_Nullable", "_Nonnull",
        "__nullable", "__nonnull", "nullable", "nonnull", "__kindof", "volatile", "register", "extern", "unsigned", "signed", "long", "short",
    ]

    /// `Type *name`, `id<P> name`, `__weak typeof(self) weakSelf`, `NSInteger count`: the declared name and type.
    func declaration(_ start: Int, _ end: Int) -> (name: String, type: String)? {
        guard end - start >= 2, tokens[end - 1].kind == .identifier else { return nil }
        let name = tokens[end - 1].text
        var typeTokens: [String] = []
        var i = start
        var angle = 0
        while i < end - 1 {
            let t = tokens[i]
            if ["typeof", "__typeof", "__typeof__"].contains(t.text) {
                // `typeof(self)`: the owner's type, which the resolver knows as `self`.
                typeTokens.append("Self")
                i += 1
                var paren = 0
                while i < end - 1 {
                    if tokens[i].text == "(" { paren += 1 } else if tokens[i].text == ")" { paren -= 1 }
                    i += 1
                    if paren == 0 { break }
                }
                continue
            }
            switch t.text {
            case "<": angle += 1; typeTokens.append(t.text)
            case ">": angle -= 1; typeTokens.append(t.text)
            case "*", ",": typeTokens.append(t.text)
            default:
                if Self.qualifiers.contains(t.text) { break }
                guard t.kind == .identifier || t.kind == .keyword else { return nil }
                // Two names in a row outside `<...>` is not a type (`return x`, `foo bar`), unless the first is a type keyword.
                if angle == 0, let last = typeTokens.last, last != "*", last != ">", last != "<", last != ",", t.kind != .keyword { return nil }
                typeTokens.append(t.text)
            }
            i += 1
        }
        guard angle == 0, let first = typeTokens.first, first != "*", first != "<" else { return nil }
        // A name must come right after the type: `x y` where x is a type, or `X *y`, or `id<P> y`.
        let last = typeTokens.last!
        guard last == "*" || last == ">" || tokens[end - 2].kind == .identifier || tokens[end - 2].kind == .keyword || last == "Self" else { return nil }
        if ["return", "case", "goto", "else", "sizeof"].contains(first) { return nil }
        return (name, Self.typeName(typeTokens))
    }

    /// `VTDListWireframe *` -> `VTDListWireframe`; `id<P>` and `NSObject<P> *` -> `P`; `id` -> "".
    static func typeName(_ parts: [String]) -> String {
        let words = parts.filter { $0 != "*" }
        guard let base = words.first else { return "" }
        if base == "Self" { return "" }
        if let open = words.firstIndex(of: "<"), open + 1 < words.count {
            return base == "id" || base == "NSObject" ? words[open + 1] : base
        }
        return base == "id" ? "" : base
    }
}
