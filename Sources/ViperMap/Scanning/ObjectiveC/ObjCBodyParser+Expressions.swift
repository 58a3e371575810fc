import ViperMapFacts

/// Expressions of an Objective-C body: C operators, casts, message sends, literals and blocks.
extension ObjCBodyParser {
    /// The expression from here to `end` (exclusive); the position ends at `end`.
    mutating func expression(until end: Int, depth: Int) -> Expr {
        let value = conditional(end, depth)
        position = max(position, end)
        return value
    }

    mutating func conditional(_ end: Int, _ depth: Int) -> Expr {
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

    mutating func binary(_ end: Int, _ depth: Int) -> Expr {
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

    mutating func unary(_ end: Int, _ depth: Int) -> Expr {
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
    mutating func castType(_ end: Int) -> String? {
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

    mutating func postfix(_ end: Int, _ depth: Int) -> Expr {
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
    mutating func arguments(_ end: Int, _ depth: Int) -> [Expr] {
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
    func commaEnd(_ end: Int) -> Int {
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

    mutating func primary(_ end: Int, _ depth: Int) -> Expr {
        guard let token = current, position < end else { return .other }
        switch token.kind {
        case .identifier:
            advance()
            switch token.text {
            case "nil", "Nil", "NULL": return .other
            // A BOOL literal, as Swift's `true` and `false` are.
            case "YES", "true": return .literal("true")
            case "NO", "false": return .literal("false")
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
    func literal(_ text: String) -> Expr {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else {
            return text.hasPrefix("'") ? .other : .literal(text)
        }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\\") ? .literal(inner.replacingOccurrences(of: "\\\"", with: "\"")) : .literal(String(inner))
    }

    /// `[receiver selector]`, `[receiver piece:arg piece:arg, vararg]`.
    mutating func message(_ end: Int, _ depth: Int) -> Expr {
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
    mutating func block(_ end: Int, _ depth: Int) -> Expr {
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
