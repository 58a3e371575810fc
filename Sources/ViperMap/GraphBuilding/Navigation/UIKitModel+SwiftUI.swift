import ViperMapLanguage
import ViperMapModel

/// SwiftUI's navigation, told to value flow as UIKit's is: a link or a navigation destination pushes the
/// screen its content builds; a sheet, popover or full-screen cover presents it; the environment's
/// dismiss action closes the screen of the view that reads it, the way that screen was shown (the back
/// edges tell a pop from a dismiss by the forward edges, as for a helper that does either).
extension UIKitModel {
    static let swiftUIShows: [String: NavigationKind] = [
        "sheet": .present, "popover": .present, "fullScreenCover": .present, "navigationDestination": .push,
    ]
    /// The environment's values that close the screen of the view that reads them.
    static let closingEnvironmentValues: Set<String> = ["dismiss", "presentationMode"]
    /// A closing action of the environment, with the screen it closes as its base.
    static let dismissAction = "dismissAction"

    /// `.sheet(isPresented:) { Log() }`, `.navigationDestination(for:) { Editor(entry: $0) }` on a view;
    /// `dismiss()` and `presentationMode.wrappedValue.dismiss()`.
    func swiftUICall(_ call: ExternalCall) -> ExternalResult? {
        if call.name == "callAsFunction" || call.name == "dismiss", let receiver = call.receiver {
            let closing = closedByEnvironment(receiver)
            guard !closing.isEmpty else { return nil }
            var result = ExternalResult()
            result.effects = [(ShowEffect.tag(.pop), [closing], ""), (ShowEffect.tag(.dismiss), [closing], "")]
            return result
        }
        guard let kind = Self.swiftUIShows[call.name], let receiver = call.receiver else { return nil }
        return swiftUIShow(kind, call, returns: receiver)
    }

    /// `NavigationLink(destination: Detail())`, `NavigationLink { Detail() } label: { … }`; the environment's
    /// dismiss action (`@Environment(\.dismiss)`, a property wrapper the language layer made a value of).
    func swiftUIConstruct(_ call: ExternalCall) -> ExternalResult? {
        switch call.name {
        case "NavigationLink":
            return swiftUIShow(.push, call, returns: [.object(call.name, exact: true, fields: Fields())])
        case "WindowGroup", "Window":
            // A SwiftUI app's scene: the view it opens on is the first screen.
            return swiftUIShow(.root, call, returns: [.object(call.name, exact: true, fields: Fields())])
        case "Environment":
            let keys = (call.arguments.first ?? ValueSet()).compactMap { value -> String? in
                if case .enumCase(let key) = value { return key } else { return nil }
            }
            guard keys.contains(where: Self.closingEnvironmentValues.contains), let owner = call.owner, moduleOfType[owner] != nil else { return nil }
            return ExternalResult(returns: [.token(Self.dismissAction, base: [.object(owner, exact: false, fields: Fields())])])
        default:
            return nil
        }
    }

    /// The screens the environment's closing actions among these values close.
    func closedByEnvironment(_ values: ValueSet) -> ValueSet {
        var closing = ValueSet()
        for case .token(Self.dismissAction, let base) in values { closing.formUnion(base) }
        return closing
    }

    /// A show whose screen is the content a closure builds (asked for first) or a `destination:` argument.
    /// Only a module's screen (its view) is navigation: a plain view shown in a sheet is part of the screen.
    private func swiftUIShow(_ kind: NavigationKind, _ call: ExternalCall, returns: ValueSet) -> ExternalResult? {
        let hasClosure = call.arguments.contains { $0.contains { if case .closure = $0 { return true } else { return false } } }
        guard hasClosure || call.labels.contains("destination") else { return nil }
        if hasClosure, call.closureValues == nil {
            var ask = ExternalResult()
            ask.needsClosureValues = true
            ask.closureArguments = []
            return ask
        }
        var content = call.closureValues ?? ValueSet()
        for (i, label) in call.labels.enumerated() where label == "destination" && i < call.arguments.count { content.formUnion(call.arguments[i]) }
        var result = ExternalResult(returns: returns)
        result.runsClosures = false
        // In a chain of modifiers the statement starts lines above: the content closure says where this one is.
        let contentClosure = zip(call.labels, call.arguments).lazy.filter { $0.0 != "onDismiss" }.flatMap { $0.1 }
            .compactMap { value -> Int? in if case .closure(let c) = value { return c.unit } else { return nil } }.first
        result.line = contentClosure.map { program.units[$0].line }
        let screens = content.filter(isScreen)
        if !screens.isEmpty || content.filter(isScreenLike).isEmpty {
            result.effects = show(kind, screens, container: ValueSet(), expr: .other, items: nil, call: "." + call.name + "(…)", callOwner: call.owner)
        }
        return result
    }
}
