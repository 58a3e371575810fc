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

    /// Where `word` starts, last, at a camel-case boundary inside `text` (not at its start), followed by a capital.
    static func lastWord(_ word: String, in text: String) -> String.Index? {
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
