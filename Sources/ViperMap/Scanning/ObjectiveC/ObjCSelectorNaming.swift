/// How an Objective-C selector reads as a Swift name, so that a message send is the same call as
/// its Swift spelling (`[nav pushViewController:vc animated:YES]` is `nav.pushViewController(vc, animated: true)`)
/// and a method's declaration and its call sites agree. A small part of the Swift importer's rules:
/// the `init` family, a first piece that ends in `With...` or `Animated`, and UIKit's renamed
/// presentation methods. Declarations and sends go through the same function.
public enum ObjCSelectorNaming {
    /// UIKit methods Swift imports under a shorter name.
    static let renamed = [
        "presentViewController": "present", "showViewController": "show", "addChildViewController": "addChild",
        "dismissViewController": "dismiss",
    ]

    /// The Swift base name and argument labels (nil: unlabelled) of a selector's pieces
    /// (`["presentViewController", "animated", "completion"]` -> `present(_:animated:completion:)`).
    /// `arguments` is how many arguments the selector takes (0 for a unary selector).
    public static func swiftName(pieces: [String], arguments: Int) -> (name: String, labels: [String?]) {
        guard let first = pieces.first, arguments > 0 else { return (pieces.first ?? "", []) }
        var name = first
        var firstLabel: String? = nil
        if first == "init" {
            name = "init"
        } else if first.hasPrefix("init"), first.dropFirst(4).first?.isUppercase == true {
            // `initWithNibName:bundle:` -> `init(nibName:bundle:)`.
            name = "init"
            let rest = first.hasPrefix("initWith") && first.dropFirst(8).first?.isUppercase == true ? first.dropFirst(8) : first.dropFirst(4)
            firstLabel = lowerFirst(String(rest))
        } else if first.count > 8, first.hasSuffix("Animated") {
            // `popViewControllerAnimated:` -> `popViewController(animated:)`.
            name = String(first.dropLast(8))
            firstLabel = "animated"
        } else if let with = lastWord("With", in: first) {
            // `instantiateViewControllerWithIdentifier:` -> `instantiateViewController(withIdentifier:)`.
            name = String(first[..<with])
            firstLabel = "w" + first[first.index(after: with)...]
        }
        if let short = renamed[name], firstLabel == nil || firstLabel == "animated" { name = short }
        var labels: [String?] = [firstLabel]
        for i in 1..<max(arguments, 1) { labels.append(i < pieces.count && !pieces[i].isEmpty ? pieces[i] : nil) }
        return (name, labels)
    }

    /// A class factory method reads as an initializer: `[UIStoryboard storyboardWithName:n bundle:b]`
    /// is `UIStoryboard(name: n, bundle: b)`. The labels with the leading `with` dropped, or nil when
    /// the method is not the class's factory (its name is not the end of the class's name).
    public static func factoryLabels(className: String, name: String, labels: [String?]) -> [String?]? {
        guard let first = labels.first, let label = first, label.hasPrefix("with"), label.count > 4,
              !name.isEmpty, className.hasSuffix(upperFirst(name)) else { return nil }
        return [lowerFirst(String(label.dropFirst(4)))] + labels.dropFirst()
    }

    /// Prepositions the Swift importer splits a selector piece at.
    static let prepositions = ["With", "From", "For", "To", "In", "On", "At", "By", "Using", "Into", "Of", "Via", "After", "Before", "Within", "Like", "As"]

    /// How Swift imports an Objective-C method (a part of the importer's "omit needless words"): the first
    /// piece splits at its last preposition, and a label whose words after the preposition repeat the
    /// parameter's type keeps only the preposition (`presentAddInterfaceFromViewController:(UIViewController *)`
    /// is `presentAddInterface(from:)`, `pushPinForPin:(PBDPin *) onNavigationController:(UINavigationController *)`
    /// is `pushPin(for:on:)`). Nil when that is the name `swiftName` gives already.
    public static func importedName(pieces: [String], parameterTypes: [String]) -> (name: String, labels: [String?])? {
        guard let first = pieces.first, !parameterTypes.isEmpty, !first.hasPrefix("init") else { return nil }
        var name = first
        var labels: [String?] = []
        var split: String.Index? = nil
        for word in prepositions {
            if let at = lastWord(word, in: first), split.map({ at > $0 }) ?? true { split = at }
        }
        if let split {
            name = String(first[..<split])
            labels.append(pruned(lowerFirst(String(first[split...])), type: parameterTypes[0]))
        } else {
            labels.append(nil)
        }
        for i in 1..<max(parameterTypes.count, 1) where i < parameterTypes.count {
            let piece = i < pieces.count ? pieces[i] : ""
            labels.append(piece.isEmpty ? nil : pruned(piece, type: parameterTypes[i]))
        }
        if let short = renamed[name], labels.first == nil { name = short }
        let ours = swiftName(pieces: pieces, arguments: parameterTypes.count)
        return (name, labels) == (ours.name, ours.labels) ? nil : (name, labels)
    }

    /// `fromViewController` for a `UIViewController` is `from`; `forPin` for a `PBDPin` is `for`.
    static func pruned(_ label: String, type: String) -> String {
        for word in prepositions {
            let lower = word.lowercased()
            guard label.hasPrefix(lower), label.count > lower.count else { continue }
            let rest = label.dropFirst(lower.count)
            if rest.first?.isUppercase == true, type.hasSuffix(rest) { return lower }
        }
        return label
    }

    /// The selector Objective-C sends to a Swift method exposed to it (`show(from:)` is `showFrom:`,
    /// `present(note:animated:)` is `presentWithNote:animated:`), named as `swiftName` names a send;
    /// nil when that is the Swift name already.
    public static func sentName(name: String, labels: [String?]) -> (name: String, labels: [String?])? {
        guard !labels.isEmpty, name != "init" else { return nil }
        var firstPiece = name
        if let label = labels[0] {
            let upper = upperFirst(label)
            firstPiece += prepositions.contains(where: { upper.hasPrefix($0) && upper.dropFirst($0.count).first.map { $0.isUppercase } ?? true }) ? upper : "With" + upper
        }
        let pieces = [firstPiece] + labels.dropFirst().map { $0 ?? "" }
        let sent = swiftName(pieces: pieces, arguments: labels.count)
        return (sent.name, sent.labels) == (name, labels) ? nil : sent
    }

    /// Where `word` starts, last, at a camel-case boundary inside `text` (not at its start), followed by a capital.
    static func lastWord(_ word: String, in text: String) -> String.Index? {
        guard !text.isEmpty else { return nil }
        var found: String.Index? = nil
        var search = text.index(after: text.startIndex)
        while search < text.endIndex, let range = text.range(of: word, range: search..<text.endIndex) {
            if range.upperBound < text.endIndex, text[range.upperBound].isUppercase { found = range.lowerBound }
            search = text.index(after: range.lowerBound)
        }
        return found
    }

    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        // `URLString` -> `urlString`, as Swift lowercases a leading acronym.
        let upperRun = text.prefix { $0.isUppercase }
        if upperRun.count > 1, upperRun.count < text.count {
            return upperRun.dropLast().lowercased() + text.dropFirst(upperRun.count - 1)
        }
        return first.lowercased() + text.dropFirst()
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
