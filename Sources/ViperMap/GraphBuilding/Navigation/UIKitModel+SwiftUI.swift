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
    /// A value of the environment by its key (`\.openArtist`), with the key as its base.
    static let environmentValue = "environmentValue"
    /// An object of the app's type the environment hands out (`@Environment(Router.self)`), as its base.
    static let environmentObject = "environmentObject"

    /// `.sheet(isPresented:) { Log() }`, `.navigationDestination(for:) { Editor(entry: $0) }` on a view;
    /// `dismiss()` and `presentationMode.wrappedValue.dismiss()`.
    func swiftUICall(_ call: ExternalCall) -> ExternalResult? {
        if let environment = environmentCall(call) { return environment }
        if call.name == "callAsFunction" || call.name == "dismiss", let receiver = call.receiver {
            let closing = closedByEnvironment(receiver)
            guard !closing.isEmpty else { return nil }
            var result = ExternalResult()
            result.effects = [(ShowEffect.tag(.pop), [closing], ""), (ShowEffect.tag(.dismiss), [closing], "")]
            return result
        }
        if let path = pathCall(call) { return path }
        if call.name == "modifier", let modifier = viewModifier(call) { return modifier }
        guard let kind = Self.swiftUIShows[call.name], let receiver = call.receiver else { return nil }
        return swiftUIShow(kind, call, returns: receiver)
    }

    /// Closures kept in the environment: `.environment(\.openArtist, { id in path.append(.artist(id)) })` hands the closure to
    /// the key's channel; calling the environment's value (`openArtist(id)`) runs what views set for that key, with the
    /// arguments, in the caller's run. A key nothing sets gives its default (nothing shown).
    private func environmentCall(_ call: ExternalCall) -> ExternalResult? {
        func channel(_ key: String) -> String { "#environment:" + key }
        if call.name == "callAsFunction", let receiver = call.receiver {
            let keys = receiver.compactMap { value -> String? in
                guard case .token(Self.environmentValue, let base) = value else { return nil }
                for case .text(let key) in base { return key }
                return nil
            }
            guard !keys.isEmpty else { return nil }
            var result = ExternalResult()
            result.runsClosures = false
            guard call.closureValues == nil else { return result }
            result.publishes = keys.sorted().map(channel)
            result.publishedArguments = call.arguments
            return result
        }
        guard call.name == "environment", call.arguments.count == 2 else { return nil }
        let keys = call.arguments[0].compactMap { value -> String? in if case .enumCase(let key) = value { return key } else { return nil } }
        let closures = call.arguments[1].filter { if case .closure = $0 { return true } else { return false } }
        guard !keys.isEmpty, !closures.isEmpty else { return nil }
        var result = ExternalResult(returns: call.receiver ?? ValueSet())
        result.runsClosures = false
        result.subscribes = keys.sorted().map { (channel($0), Handler.values(ValueSet(closures))) }
        return result
    }

    /// `content.modifier(TellUsButton(screen: "catalog"))`: SwiftUI calls the modifier's `body(content:)` with the view
    /// it modifies, so what that body shows (a toolbar button's sheet) the modified view shows.
    private func viewModifier(_ call: ExternalCall) -> ExternalResult? {
        guard call.arguments.count == 1 else { return nil }
        let modifiers = call.arguments[0].filter { value in
            if case .object(let type, _, _) = value { return index.isKnownType(type) && index.functionNames(of: type).contains("body") }
            return false
        }
        guard !modifiers.isEmpty else { return nil }
        var result = ExternalResult(returns: call.receiver ?? ValueSet())
        result.runsClosures = false
        result.callsBack = [("body", ValueSet(modifiers), [call.receiver ?? ValueSet()])]
        return result
    }

    /// `NavigationLink(destination: Detail())`, `NavigationLink { Detail() } label: { … }`; the environment's
    /// dismiss action (`@Environment(\.dismiss)`, a property wrapper the language layer made a value of).
    func swiftUIConstruct(_ call: ExternalCall) -> ExternalResult? {
        switch call.name {
        case "NavigationLink" where call.labels.contains("value") && navigationPaths.routed:
            return linkToRoute(call)
        case "NavigationLink":
            return swiftUIShow(.push, call, returns: [.object(call.name, exact: true, fields: Fields())])
        case _ where Self.swiftUIContainers.contains(call.name):
            return swiftUIContainer(call)
        case "WindowGroup", "Window":
            // A SwiftUI app's scene: the view it opens on is the first screen.
            return swiftUIShow(.root, call, returns: [.object(call.name, exact: true, fields: Fields())])
        case "Environment":
            let keys = (call.arguments.first ?? ValueSet()).compactMap { value -> String? in
                if case .enumCase(let key) = value { return key } else { return nil }
            }
            // `@Environment(Router.self) var router` (an `@Observable` object the app put in the environment): some `Router`.
            let types = (call.arguments.first ?? ValueSet()).compactMap { value -> Value? in
                if case .metatype(let t) = value, index.isKnownType(t) { return .typed(t) } else { return nil }
            }
            if keys.isEmpty, !types.isEmpty { return ExternalResult(returns: [.token(Self.environmentObject, base: ValueSet(types))]) }
            // `@Environment(\.openArtist) var openArtist`: a value of the environment some view sets (`.environment(\.openArtist, …)`).
            if !keys.isEmpty, !keys.contains(where: Self.closingEnvironmentValues.contains) {
                return ExternalResult(returns: ValueSet(keys.map { .token(Self.environmentValue, base: [.text($0)]) }))
            }
            guard keys.contains(where: Self.closingEnvironmentValues.contains), let owner = call.owner, moduleOfType[owner] != nil else { return nil }
            return ExternalResult(returns: [.token(Self.dismissAction, base: [.object(owner, exact: false, fields: Fields())])])
        default:
            return placedViews(call)
        }
    }

    /// `VStack { Header(); RegisterButton(presenter: presenter) }` in a view's code: a plain view placed in it does
    /// what its `body` does, for the screen that places it (its links, sheets and dismisses).
    /// Another module's screen placed in it (`VStack { presenter.earningsPage }`) is embedded, as in a container.
    private func placedViews(_ call: ExternalCall) -> ExternalResult? {
        guard let owner = call.owner, index.functionNames(of: owner).contains("body") else { return nil }
        return swiftUIContainer(call)
    }

    /// Views that build their content once for each element of the data they are given.
    static let dataViews: Set<String> = ["ForEach", "List"]

    /// Views that hold other screens side by side or one at a time: tabs, columns, a stack's first screen.
    static let swiftUIContainers: Set<String> = ["TabView", "NavigationView", "NavigationSplitView", "NavigationStack"]

    /// `TabView { LibraryBuilder.build(); SearchBuilder.build() }`, `NavigationSplitView { Beds() } detail: { Care() }`:
    /// in a module's view, the module embeds the other modules' screens its content builds; in the app's own code
    /// (`WindowGroup { NavigationStack { Home() } }`) the container stands for those screens.
    private func swiftUIContainer(_ call: ExternalCall) -> ExternalResult? {
        guard call.hasClosureArgument else { return nil }
        guard call.closureValues != nil else { return askContent(elementsOf: call) }
        let content = viewContent(call)
        let own = call.owner.flatMap { moduleOfType[$0] }
        let screens = content.filter { isScreen($0) && (own == nil || modules(of: [$0]) != [own!]) }
        guard own != nil else {
            // In the app's own code the container stands for its screens: whoever shows it shows them.
            if call.name == "TabView" { settled.insert(unit: call.unit, line: call.line) }
            return ExternalResult(returns: screens.isEmpty ? [.object(call.name, exact: true, fields: Fields())] : screens)
        }
        var result = ExternalResult(returns: [.object(call.name, exact: true, fields: Fields())])
        result.runsClosures = false
        if !screens.isEmpty {
            result.effects = show(.embed, screens, container: ValueSet(), expr: .other, items: nil, call: call.name + " {…}", callOwner: call.owner)
            return result
        }
        // A tab view (a transition site) with no other module's screen in it: its own views and plain views are part of its
        // screen; a view the scan cannot type is said.
        guard call.name == "TabView" else { return result }
        let unknown = content.filter { isScreenLike($0) && !isKnownNonModule($0) && modules(of: [$0]).isEmpty }
        if unknown.isEmpty {
            settled.insert(unit: call.unit, line: call.line)
        } else {
            let names = Set(unknown.compactMap { value -> String? in if case .object(let t, _, _) = value { return t } else { return nil } }).sorted()
            let what = names.isEmpty ? "a view" : "a view typed only as " + names.joined(separator: " or ")
            result.effects = [(ShowEffect.tag(.embed), [ValueSet(), ValueSet()],
                               ShowEffect.unknown(call.name + " {…}", "it holds \(what), which the scan cannot tell as a module's screen or a plain view"))]
        }
        return result
    }

    /// Asks for what a view's content closures build, and what the plain views among that show as their `body`.
    private func askContent(elementsOf call: ExternalCall? = nil) -> ExternalResult {
        var ask = ExternalResult()
        ask.needsClosureValues = true
        ask.closureArguments = []
        // `ForEach(Tab.allCases) { tab in tab.content }`, `List(items) { item in … }`: the content is built for each element
        // of the data (a collection is any of its elements).
        if let call, Self.dataViews.contains(call.name), call.labels.first.map({ $0 == nil || $0 == "data" }) == true,
           let data = call.arguments.first {
            ask.closureArguments = [data]
        }
        // A representable stands for the UIKit screen it makes.
        ask.needsMembers = ["body", "makeUIViewController"]
        return ask
    }

    /// What the content closures build; a plain view of no module among it (`ContentView()` wrapping the first
    /// module's view) stands for the screens its `body` builds.
    private func viewContent(_ call: ExternalCall) -> ValueSet {
        let content = call.closureValues ?? ValueSet()
        return content.union((call.memberValues ?? ValueSet()).filter(isScreen))
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
        let hasClosure = call.hasClosureArgument
        let hasDestination = call.labels.contains("destination")
        guard hasClosure || hasDestination else { return nil }
        // `NavigationLink(destination: page) { HStack { … } }`: with a destination the closure is the link's label.
        if hasClosure, !hasDestination, call.closureValues == nil {
            var ask = askContent()
            // `.sheet(item: $presenter.sheet) { sheet in switch sheet { … } }`: the content is built for the values the state is set to.
            if let i = call.labels.firstIndex(of: "item"), i < call.argumentExprs.count,
               let state = ProjectedProperty(call.argumentExprs[i]), let cases = settableStates.cases(of: state.property) {
                ask.closureArguments = [ValueSet(cases.map { .enumCase($0) })]
            }
            return ask
        }
        var content = hasDestination ? ValueSet() : viewContent(call)
        for (i, label) in call.labels.enumerated() where label == "destination" && i < call.arguments.count { content.formUnion(call.arguments[i]) }
        var result = ExternalResult(returns: returns)
        result.runsClosures = false
        // `.sheet { Filters() }` gives the view it modifies, not the sheet's content.
        result.returnsClosureValues = false
        // In a chain of modifiers the statement starts lines above: the content closure says where this one is.
        let contentClosure = zip(call.labels, call.arguments).lazy.filter { $0.0 != "onDismiss" }.flatMap { $0.1 }
            .compactMap { value -> Int? in if case .closure(let c) = value { return c.unit } else { return nil } }.first
        result.line = contentClosure.map { program.units[$0].line }
        // Bound to a constant that never shows it (`.sheet(isPresented: .constant(false))`, `.sheet(item: .constant(nil))`).
        if let i = call.labels.firstIndex(where: { $0 == "isPresented" || $0 == "item" }), i < call.argumentExprs.count,
           case .call(.member(_, "constant"), let args) = call.argumentExprs[i], args.count == 1,
           case .literal(let never) = args[0].value, never == "false" || never == "nil" {
            settled.insert(unit: call.unit, line: result.line ?? call.line)
            return result
        }
        // Bound to state nothing ever sets: it never shows.
        if let i = call.labels.firstIndex(where: { $0 == "isPresented" || $0 == "item" }), i < call.argumentExprs.count,
           let projection = ProjectedProperty(call.argumentExprs[i]) {
            let state = projection.property
            // Bound to state of an object it holds that only other modules' code sets (`.sheet(item: $router.sheet)` in the
            // app's view, `router.sheet = .log` in module views): each write shows it, for the module that writes (see
            // `stateSwap`); the sheet's own site adds nothing.
            let own = call.owner.flatMap { moduleOfType[$0] }
            var held = false
            if case .held = projection { held = true }
            let setElsewhere = held && stateChoices.properties.contains(state) && settableStates.assigners(of: state).map { writers in
                !writers.isEmpty && writers.allSatisfy { moduleOfType[$0] != nil && moduleOfType[$0] != own }
            } == true
            if settableStates.neverSet(state) || setElsewhere {
                settled.insert(unit: call.unit, line: result.line ?? call.line)
                return result
            }
        }
        let screens = content.filter(isScreen)
        let shownViews = content.filter(isScreenLike)
        if screens.isEmpty, !shownViews.isEmpty, shownViews.allSatisfy(isKnownNonModule) { settled.insert(unit: call.unit, line: result.line ?? call.line) }
        if !screens.isEmpty || shownViews.isEmpty {
            result.effects = show(kind, screens, container: ValueSet(), expr: .other, items: nil, call: "." + call.name + "(…)", callOwner: call.owner)
        } else if !shownViews.allSatisfy(isKnownNonModule) {
            // A view the scan cannot type (`AnyView(…)`, a modifier's result): whether it is a module's screen is not known.
            let names = Set(shownViews.compactMap { value -> String? in if case .object(let t, _, _) = value { return t } else { return nil } }).sorted()
            let what = names.isEmpty ? "a view" : "a view typed only as " + names.joined(separator: " or ")
            result.effects = [(ShowEffect.tag(kind), [ValueSet(), ValueSet()],
                               ShowEffect.unknown("." + call.name + "(…)", "it shows \(what), which the scan cannot tell as a module's screen or a plain view"))]
        }
        return result
    }
}

extension ExternalCall {
    /// Whether a closure is among the arguments (a trailing content closure, a handler).
    var hasClosureArgument: Bool { arguments.contains { $0.contains { if case .closure = $0 { return true } else { return false } } } }
}
