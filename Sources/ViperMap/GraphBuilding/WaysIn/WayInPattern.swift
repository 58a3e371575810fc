import ViperMapFacts
import ViperMapLanguage

/// What the tests on the way to a screen say about what the app was opened with, as a pattern a reader
/// can match: `myapp://product/*`, `https://example.com/orders/*`, `category=ORDER`, a quick action's
/// type. A probe's test names the part it reads (`url.host`, `activity.webpageURL.pathComponents[1]`,
/// `response.notification.request.content.userInfo[screen]`); `*` stands for a part no test fixes.
struct WayInPattern {
    /// What the app declares, to fill a part no test fixes.
    var schemes: [String]
    var domains: [String]
    var shortcuts: [String]

    /// One part of what the app is opened with.
    enum Part: Hashable {
        case scheme, host, path, whole, query
        /// A path segment, 0 for the first after the host (`pathComponents[1]`); -1 for the last.
        case segment(Int)
        case activityType
        /// A keyed field of a notification, its payload, or a quick action (`category`, `screen`, `type`).
        case field(String)
    }

    /// A test of one part: the texts that pass it (several for `case "a", "b"`), nil for "any other".
    struct Test {
        var part: Part
        var texts: [(text: String, isPrefix: Bool)]?
        /// The test reads a universal link's URL (a user activity's `webpageURL`).
        var webURL: Bool
    }

    /// The part a probe's name reads, and whether it is a web URL's.
    static func part(of subject: String) -> (Part, webURL: Bool)? {
        var steps = splitSteps(subject)
        guard let root = steps.first else { return nil }
        steps.removeFirst()
        var web = false
        // Walk to the value read: a URL, an activity, a response, a payload, a quick action.
        var carrier = root
        while let step = steps.first {
            if ["url", "URL"].contains(step) || step == "urlContexts" { carrier = "url"; steps.removeFirst(); continue }
            if step == "webpageURL" { carrier = "url"; web = true; steps.removeFirst(); continue }
            if step == "userActivities" { carrier = "activity"; steps.removeFirst(); continue }
            if step == "shortcutItem" { carrier = "shortcut"; steps.removeFirst(); continue }
            if step == "notificationResponse" { carrier = "response"; steps.removeFirst(); continue }
            if ["first", "anyObject", "firstObject"].contains(step) && carrier != "url" { steps.removeFirst(); continue }
            if ["first", "anyObject", "firstObject"].contains(step), steps.count > 1, ["url", "URL"].contains(steps[1]) { steps.removeFirst(); continue }
            break
        }
        switch carrier {
        case "url", "urlContexts":
            return urlPart(steps).map { ($0, web) }
        case "activity":
            if steps.first == "activityType" { return (.activityType, false) }
            return key(steps).map { (.field($0), false) }
        case "response", "payload", "shortcut":
            if steps.contains("categoryIdentifier") { return (.field("category"), false) }
            if steps.contains("actionIdentifier") { return (.field("action"), false) }
            if carrier == "shortcut", steps.first == "type" { return (.field("type"), false) }
            if carrier == "shortcut", steps.first == "localizedTitle" { return (.field("title"), false) }
            return key(steps).map { (.field($0), false) }
        default:
            return nil
        }
    }

    private static func urlPart(_ steps: [String]) -> Part? {
        let plain = steps.filter { !["lowercased", "uppercased", "removingPercentEncoding", "description", "relativeString"].contains($0) }
        guard let first = plain.first else { return .whole }
        switch first {
        case "absoluteString": return .whole
        case "scheme": return .scheme
        case "host": return .host
        case "path", "relativePath": return plain.count > 1 && plain[1].hasPrefix("pathComponents") ? segment(Array(plain.dropFirst())) : .path
        case "query", "queryItems", "percentEncodedQuery": return .query
        case "lastPathComponent": return .segment(-1)
        default:
            return first.hasPrefix("pathComponents") ? segment(plain) : nil
        }
    }

    /// `pathComponents[2]` (the first is "/"), `pathComponents.first` after a `dropFirst()`, `.last`.
    private static func segment(_ steps: [String]) -> Part? {
        guard let first = steps.first else { return nil }
        if let open = first.firstIndex(of: "["), let index = Int(first[first.index(after: open)...].dropLast()) { return .segment(max(index - 1, 0)) }
        if steps.count > 1, steps[1] == "last" { return .segment(-1) }
        if steps.count > 1, steps[1] == "first" { return .segment(0) }
        return nil
    }

    /// The last subscript's key (`userInfo[screen]`) or the last member read.
    private static func key(_ steps: [String]) -> String? {
        for step in steps.reversed() {
            if let open = step.firstIndex(of: "["), step.hasSuffix("]") {
                let key = String(step[step.index(after: open)...].dropLast())
                if key != "*" && Int(key) == nil { return key }
            }
        }
        return steps.last.map { $0.components(separatedBy: "[").first ?? $0 }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `a.b[x].c` → `a`, `b[x]`, `c` (a subscript's key may hold dots).
    static func splitSteps(_ subject: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var depth = 0
        for c in subject {
            if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
            if c == ".", depth == 0 { steps.append(current); current = ""; continue }
            current.append(c)
        }
        steps.append(current)
        return steps
    }

    static func tests(_ choices: [Choice]) -> [Test] {
        choices.compactMap { choice in
            guard let (part, web) = part(of: choice.subject) else { return nil }
            // Any other value (a `default`, an `else`): the part is not fixed.
            let positive = choice.cases.filter { !$0.hasPrefix("!") }
            if positive.isEmpty { return Test(part: part, texts: nil, webURL: web) }
            let texts = positive.map { label -> (String, Bool) in TextCase.parse(label) ?? (label, false) }
            return Test(part: part, texts: texts, webURL: web)
        }
    }

    /// The patterns (kind and text) one way to a screen stands for, at most 8.
    /// `reads`: what the code on that way reads of the probe besides its tests: a URL's path read below
    /// the parts tested (`lastPathComponent`, a later `pathComponents[i]`) makes the pattern go on with `/*`,
    /// its query with `?*`.
    func patterns(_ carrier: WayInHandler.Carrier, choices: [Choice], reads: [String] = [], activityType: String? = nil) -> [(kind: String, pattern: String)] {
        let tests = Self.tests(choices)
        // The innermost test of a part decides it.
        var decided: [Part: [(text: String, isPrefix: Bool)]?] = [:]
        var order: [Part] = []
        var web = false
        for test in tests {
            if decided[test.part] == nil { order.append(test.part) }
            decided[test.part] = .some(test.texts)
            web = web || test.webURL
        }
        let readsURL = order.contains { if case .field = $0 { return false } else { return $0 != .activityType } }
        var kind: String
        switch carrier {
        case .url, .urlContexts: kind = "url"
        case .activity: kind = web || readsURL || activityType == nil && !domains.isEmpty && !decided.keys.contains(.activityType) ? "universal-link" : "activity"
        case .response, .payload: kind = "notification"
        case .shortcut: kind = "shortcut"
        case .launchOptions:
            kind = readsURL ? (web ? "universal-link" : "url") : decided.keys.contains(.activityType) ? "activity"
                : tests.contains { $0.part == .field("type") || $0.part == .field("title") } ? "shortcut" : "notification"
        }
        if kind == "url", let schemes = decided[.scheme] ?? nil, schemes.contains(where: { $0.text.hasPrefix("http") }) { kind = "universal-link" }
        var results: [String] = []
        switch kind {
        case "url", "universal-link":
            results = urlPatterns(decided, universal: kind == "universal-link", reads: reads.compactMap { Self.part(of: $0)?.0 })
        case "activity":
            if let type = activityType { results = [type] } else { results = alternatives(decided[.activityType] ?? nil) }
        case "shortcut":
            let fixed = decided[.field("type")] ?? nil
            results = fixed == nil && shortcuts.count == 1 ? shortcuts : alternatives(fixed)
        default:
            var combos = [""]
            for part in order {
                guard case .field(let name) = part else { continue }
                let texts = alternatives(decided[part] ?? nil)
                combos = combos.flatMap { prefix in texts.map { (prefix.isEmpty ? "" : prefix + "&") + name + "=" + $0 } }
            }
            results = combos.map { $0.isEmpty ? "*" : $0 }
        }
        return Array(Set(results)).sorted().map { (kind, $0) }
    }

    private func alternatives(_ texts: [(text: String, isPrefix: Bool)]?) -> [String] {
        guard let texts else { return ["*"] }
        return texts.map { $0.isPrefix ? $0.text + "*" : $0.text }
    }

    private func urlPatterns(_ decided: [Part: [(text: String, isPrefix: Bool)]?], universal: Bool, reads: [Part]) -> [String] {
        if let whole = decided[.whole] ?? nil { return alternatives(whole) }
        let tested = decided.keys.compactMap { part -> Int? in if case .segment(let i) = part, i >= 0 { return i } else { return nil } }.max() ?? -1
        // A path read deeper than the tests go: the pattern goes on (`/object/*`), unless a test's prefix already does.
        let readsDeeper = decided[.path] == nil && reads.contains { part in
            if case .segment(let i) = part { return i < 0 || i > tested }
            return part == .path
        }
        let deeper = readsDeeper ? "/*" : ""
        let query = decided[.query] != nil || reads.contains(.query) ? "?*" : ""
        // A part no test fixes takes what the app declares when it declares one (several: any of them, `*`).
        let schemes: [String] = decided[.scheme].map { alternatives($0) } ?? (universal ? ["https"] : self.schemes.count == 1 ? self.schemes : ["*"])
        let hosts: [String] = decided[.host].map { alternatives($0) } ?? (universal && domains.count == 1 ? domains : ["*"])
        var paths: [String] = [""]
        if let path = decided[.path] ?? nil {
            paths = alternatives(path).map { $0 == "*" ? "/*" : ($0.hasPrefix("/") ? $0 : "/" + $0) }
        } else {
            var segments: [Int: [String]] = [:]
            for (part, texts) in decided { if case .segment(let i) = part { segments[i] = alternatives(texts) } }
            let highest = segments.keys.filter { $0 >= 0 }.max() ?? -1
            if highest >= 0 {
                for i in 0...highest {
                    let options = segments[i] ?? ["*"]
                    paths = paths.flatMap { p in options.map { p + "/" + $0 } }
                }
            }
            // The last segment, after whatever segments come between (`*` may stand for none).
            if let last = decided[.segment(-1)] ?? nil { paths = paths.flatMap { p in alternatives(last).map { p + "*/" + $0 } } }
        }
        return schemes.flatMap { s in hosts.flatMap { h in paths.map { (s + "://" + h + $0 + deeper + query).replacingOccurrences(of: "**", with: "*") } } }
    }
}
