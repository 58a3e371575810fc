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
    private let tokens: [ObjCToken]
    private var position = 0
    private var statements: [Stmt] = []

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

    /// Preprocessor lines (`#pragma mark`, `#if DEBUG`) are not code: every token on a line that starts with `#`.
    static func withoutDirectives(_ tokens: [ObjCToken]) -> [ObjCToken] {
        var out: [ObjCToken] = []
        var skipLine = -1
        for (i, token) in tokens.enumerated() {
            if token.text == "#", i == 0 || tokens[i - 1].line != token.line { skipLine = token.line }
            if token.line == skipLine { continue }
            out.append(token)
        }
        return out
    }

    private init(tokens: [ObjCToken]) { self.tokens = tokens }

    // MARK: Tokens

    private var atEnd: Bool { position >= tokens.count }
    private var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }
    private func peek(_ ahead: Int = 0) -> String { position + ahead < tokens.count ? tokens[position + ahead].text : "" }
    private func line() -> Int { current?.line ?? tokens.last?.line ?? 0 }
    private mutating func advance() { position += 1 }
    private mutating func accept(_ text: String) -> Bool {
        guard peek() == text else { return false }
        position += 1
        return true
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` starting at the current token.
    private mutating func skipBalanced() {
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
    private func statementEnd() -> Int {
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

    private mutating func statement(depth: Int) {
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
            let condition = parenthesized(depth: depth)
            let test = Self.caseTest(condition)
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
    private mutating func switchStatement(subject: Expr, line: Int, depth: Int) {
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
    private mutating func parenthesized(depth: Int) -> Expr {
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
        guard case .list(let operands) = condition, operands.count == 2 else { return nil }
        for (subject, value) in [(operands[0], operands[1]), (operands[1], operands[0])] {
            if case .name(let name) = value, name.first?.isUppercase == true, case .name = subject { return (subject, name) }
            if case .name(let name) = value, name.first?.isUppercase == true, case .member = subject { return (subject, name) }
        }
        return nil
    }

    /// A declaration (`VTDListViewController *view = ...;`), an assignment (`self.window.rootViewController = nav;`)
    /// or an expression statement.
    private mutating func simpleStatement(depth: Int) {
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
    private func declaration(_ start: Int, _ end: Int) -> (name: String, type: String)? {
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

    // MARK: Expressions

    /// The expression from here to `end` (exclusive); the position ends at `end`.
    private mutating func expression(until end: Int, depth: Int) -> Expr {
        let value = conditional(end, depth)
        position = max(position, end)
        return value
    }

    private mutating func conditional(_ end: Int, _ depth: Int) -> Expr {
        let first = binary(end, depth)
        guard position < end, peek() == "?" else { return first }
        advance()
        // `a ?: b` is a or b; `c ? a : b` is a or b.
        let then = peek() == ":" ? first : conditional(end, depth + 1)
        guard accept(":") else { return then }
        let otherwise = conditional(end, depth + 1)
        return .list([then, otherwise])
    }

    static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "&&", "||",
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ",",
    ]

    private mutating func binary(_ end: Int, _ depth: Int) -> Expr {
        var operands = [unary(end, depth)]
        while position < end, Self.binaryOperators.contains(peek()) {
            let op = peek()
            advance()
            let operand = unary(end, depth)
            // `if ((self = [super init]))`: the value is the right side.
            if op == "=" { operands = [operand] } else { operands.append(operand) }
        }
        return operands.count == 1 ? operands[0] : .list(operands)
    }

    private mutating func unary(_ end: Int, _ depth: Int) -> Expr {
        guard position < end, depth < Self.maxDepth else { position = end; return .other }
        switch peek() {
        case "!", "-", "+", "~", "&", "*", "++", "--":
            advance()
            return unary(end, depth + 1)
        case "(":
            if let type = castType(end) {
                let value = unary(end, depth + 1)
                return type.isEmpty ? value : .cast(value, type)
            }
        default:
            break
        }
        return postfix(end, depth)
    }

    /// At `(`: a cast's type when the parentheses hold one and an operand follows (`(UINavigationController *)vc`);
    /// "" for a cast to `id`; nil (position unchanged) for a parenthesized expression.
    private mutating func castType(_ end: Int) -> String? {
        let start = position
        var i = start + 1
        var parts: [String] = []
        while i < end, tokens[i].text != ")" {
            let t = tokens[i]
            guard t.kind == .identifier || t.kind == .keyword || ["*", "<", ">", ","].contains(t.text) else { return nil }
            if !Self.qualifiers.contains(t.text) { parts.append(t.text) }
            i += 1
        }
        guard i < end, i + 1 < end, !parts.isEmpty else { return nil }
        let next = tokens[i + 1]
        let startsOperand = next.kind == .identifier || next.kind == .literal || ["[", "(", "@", "^", "&", "*", "!", "-"].contains(next.text)
        // `(x)` followed by an operand is a cast only when x looks like a type: a pointer, `id`, or a capitalised name.
        let looksLikeType = parts.contains("*") || parts.first == "id" || parts.first?.first?.isUppercase == true || tokens[start + 1].kind == .keyword
        // `(x) y` is never a parenthesized expression followed by a name: with a name after it, it is a cast (`(id)source`).
        guard startsOperand, looksLikeType || next.kind == .identifier else { return nil }
        position = i + 1
        return Self.typeName(parts)
    }

    private mutating func postfix(_ end: Int, _ depth: Int) -> Expr {
        var value = primary(end, depth)
        while position < end {
            switch peek() {
            case ".", "->":
                advance()
                guard let name = current, name.kind == .identifier || name.kind == .keyword else { return value }
                advance()
                value = .member(value, name.text)
            case "(":
                // A C function call or a block call: `NSLocalizedString(@"x", nil)`, `completion(vc)`.
                let args = arguments(end, depth)
                value = .call(value, args.map { CallArgument(label: nil, value: $0) })
            case "[":
                // A subscript: `self.viewControllers[0]`.
                let start = position
                skipBalanced()
                let close = position
                position = start + 1
                let index = expression(until: close - 1, depth: depth + 1)
                position = close
                value = .call(.name("#subscript"), [CallArgument(label: nil, value: value), CallArgument(label: nil, value: index)])
            case "++", "--":
                advance()
            default:
                return value
            }
            if depth > Self.maxDepth { return .other }
        }
        return value
    }

    /// `(a, b)`: each argument, separated at depth 0 by commas.
    private mutating func arguments(_ end: Int, _ depth: Int) -> [Expr] {
        let start = position
        skipBalanced()
        let close = min(position, end)
        position = start + 1
        var args: [Expr] = []
        while position < close - 1 {
            let argEnd = commaEnd(close - 1)
            args.append(expression(until: argEnd, depth: depth + 1))
            position = argEnd
            _ = accept(",")
        }
        position = close
        return args
    }

    /// The next comma at depth 0 before `end`, else `end`.
    private func commaEnd(_ end: Int) -> Int {
        var depth = 0
        var i = position
        while i < end {
            switch tokens[i].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: return i
            default: break
            }
            i += 1
        }
        return end
    }

    private mutating func primary(_ end: Int, _ depth: Int) -> Expr {
        guard let token = current, position < end else { return .other }
        switch token.kind {
        case .identifier:
            advance()
            switch token.text {
            case "nil", "Nil", "NULL", "YES", "NO", "true", "false": return .other
            default: break
            }
            // `_listWireframe` is the ivar behind the `listWireframe` property.
            if token.text.hasPrefix("_"), token.text.dropFirst().first?.isLowercase == true {
                return .member(.name("self"), String(token.text.dropFirst()))
            }
            return .name(token.text)
        case .literal:
            advance()
            return literal(token.text)
        case .keyword:
            advance()
            if ["sizeof", "typeof", "__typeof", "__typeof__", "_Alignof"].contains(token.text), peek() == "(" { skipBalanced() }
            return .other
        case .punctuation:
            break
        }
        switch token.text {
        case "(":
            let start = position
            skipBalanced()
            let close = min(position, end)
            position = start + 1
            let value = expression(until: close - 1, depth: depth + 1)
            position = close
            return value
        case "[":
            return message(end, depth)
        case "^":
            return block(end, depth)
        case "@":
            advance()
            guard let next = current, position < end else { return .other }
            switch next.text {
            case "[":
                let args = arguments(end, depth)
                return .list(args)
            case "{", "(":
                // A dictionary or a boxed value: what is inside still runs (blocks), its value is not a screen.
                let start = position
                skipBalanced()
                let close = position
                position = start + 1
                let inner = expression(until: close - 1, depth: depth + 1)
                position = close
                return next.text == "(" ? inner : .other
            case "selector":
                // `@selector(userDidLogOut:)`: the method, named as a send to it is.
                advance()
                guard peek() == "(" else { return .other }
                let open = position
                skipBalanced()
                let pieces = tokens[(open + 1)..<max(open + 1, position - 1)].map(\.text).joined()
                let parts = pieces.split(separator: ":", omittingEmptySubsequences: false)
                let named = parts.count > 1 ? parts.dropLast().map(String.init) : [pieces]
                guard let first = named.first, !first.isEmpty else { return .other }
                let (name, _) = ObjCSelectorNaming.swiftName(pieces: named, arguments: parts.count - 1)
                return .call(.name("#selector"), [CallArgument(label: nil, value: .name(name))])
            case "protocol", "encode":
                advance()
                if peek() == "(" { skipBalanced() }
                return .other
            default:
                if next.kind == .literal {
                    advance()
                    var value = literal(next.text)
                    // `@"a" @"b"` and `@"a" "b"` are one string.
                    while position < end, current?.kind == .literal || (peek() == "@" && tokens.count > position + 1 && tokens[position + 1].kind == .literal) {
                        if peek() == "@" { advance() }
                        if case .literal(let a) = value, case .literal(let b) = literal(current!.text) { value = .literal(a + b) }
                        advance()
                    }
                    return value
                }
                advance()
                return .other
            }
        default:
            advance()
            return .other
        }
    }

    /// A string literal's text (quotes and simple escapes removed); a number as written.
    private func literal(_ text: String) -> Expr {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else {
            return text.hasPrefix("'") ? .other : .literal(text)
        }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\\") ? .literal(inner.replacingOccurrences(of: "\\\"", with: "\"")) : .literal(String(inner))
    }

    /// `[receiver selector]`, `[receiver piece:arg piece:arg, vararg]`.
    private mutating func message(_ end: Int, _ depth: Int) -> Expr {
        let open = position
        advance()
        var close = open
        do {
            var nesting = 0
            var i = open
            while i < end {
                if ["(", "[", "{"].contains(tokens[i].text) { nesting += 1 } else if [")", "]", "}"].contains(tokens[i].text) { nesting -= 1 }
                if nesting == 0 { break }
                i += 1
            }
            close = i
        }
        defer { position = min(close + 1, end) }
        guard close > open + 1 else { return .other }
        let receiver = unary(close, depth + 1)
        var pieces: [String] = []
        var args: [Expr] = []
        while position < close {
            let piece: String
            if let t = current, t.kind == .identifier || t.kind == .keyword, peek(1) == ":" || pieces.isEmpty && position + 1 == close {
                piece = t.text
                advance()
            } else if peek() == ":" {
                piece = ""
            } else if peek() == ",", !args.isEmpty {
                // Variadic arguments after the last piece.
                advance()
                args.append(conditional(close, depth + 1))
                continue
            } else {
                return .other
            }
            pieces.append(piece)
            guard accept(":") else { break }
            args.append(conditional(close, depth + 1))
        }
        return Self.send(receiver, pieces: pieces, args: args)
    }

    /// `id<EventModuleInput> moduleInput, NSError *error`: each parameter's name and plain type (`void` has none).
    static func blockParameters(_ tokens: ArraySlice<ObjCToken>) -> [(name: String, type: String)] {
        var result: [(String, String)] = []
        var current: [ObjCToken] = []
        var depth = 0
        func flush() {
            defer { current = [] }
            guard current.count >= 2, let last = current.last, last.kind == .identifier else { return }
            let type = current.dropLast().map(\.text).filter { !qualifiers.contains($0) }
            result.append((last.text, typeName(type)))
        }
        for token in tokens {
            if token.text == "<" || token.text == "(" { depth += 1 } else if token.text == ">" || token.text == ")" { depth -= 1 }
            if token.text == ",", depth == 0 { flush() } else { current.append(token) }
        }
        flush()
        return result
    }

    /// A message send as a call: `init`s of an `alloc` and `new` are construction, a class factory an initializer.
    static func send(_ receiver: Expr, pieces: [String], args: [Expr]) -> Expr {
        let (name, labels) = ObjCSelectorNaming.swiftName(pieces: pieces, arguments: args.count)
        var arguments = zip(labels, args).map { CallArgument(label: $0.0, value: $0.1) }
        if args.count > labels.count { arguments += args.dropFirst(labels.count).map { CallArgument(label: nil, value: $0) } }
        if name == "init", case .call(.member(let type?, "alloc"), let allocArgs) = receiver, allocArgs.isEmpty {
            return .call(type, arguments)
        }
        if case .name(let type) = receiver, type.first?.isUppercase == true {
            if name == "new", args.isEmpty { return .call(receiver, []) }
            if let factory = ObjCSelectorNaming.factoryLabels(className: type, name: name, labels: labels) {
                return .call(receiver, zip(factory, args).map { CallArgument(label: $0.0, value: $0.1) })
            }
        }
        return .call(.member(receiver, name), arguments)
    }

    /// `^(id<ModuleInput> input) { ... }`, `^{ ... }`, `^BOOL(X *x) { ... }`: a closure; its statements
    /// are read now (before the statement that holds it), a `return` in it binds its name.
    private mutating func block(_ end: Int, _ depth: Int) -> Expr {
        let caret = position
        advance()
        var parameters: [(name: String, type: String)] = []
        while position < end, peek() != "{" {
            if peek() == "(" {
                let open = position
                skipBalanced()
                parameters = Self.blockParameters(tokens[(open + 1)..<max(open + 1, position - 1)])
            } else {
                advance()
            }
        }
        guard position < end else { return .other }
        let name = "$closure@\(tokens[caret].offset)"
        // Its statements, bracketed by name, come before the statement that holds it; typed parameters
        // (`^(id<EventModuleInput> input)`) are the closure's.
        statements.append(.closure(name: name, parameters: parameters.map { ParameterFact(label: nil, name: $0.name, typeName: $0.type) },
                                   line: tokens[caret].line))
        statement(depth: depth + 1)
        statements.append(.closureEnd(line: line()))
        return .name(name)
    }
}
