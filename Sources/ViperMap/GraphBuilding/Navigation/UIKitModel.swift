import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// What UIKit (with Foundation's notifications, storyboards and the routing libraries VIPER apps use)
/// does, told to value flow: which calls and assignments show or close a screen, and what a library
/// call, constructor or property gives. Immutable.
struct UIKitModel: LanguageClient, @unchecked Sendable {
    let program: Program
    let moduleOfType: [String: String]
    let roleOfType: [String: Role]
    let helpers: [String: NavigationKind]
    let storyboards: StoryboardResolver
    let moduleNames: Set<String>

    /// View controller classes no module owns that the routers or builders of two or more modules make:
    /// a shared screen template each module configures for itself.
    let sharedScreens: Set<String>
    /// Types of a module that the module's own builder makes (`AnyView(AtlasCanvas(presenter: presenter))`): what it
    /// assembles is its screen, whatever the type's name says.
    let builderMade: Set<String>
    /// Transition sites found to show no module's screen (see `TransitionSites.swift`).
    let settled = SettledSites()
    /// Screens a view's content chooses by a flag, swapped by writing the flag.
    let stateChoices: StateChoices
    let tabSelections: TabSelections

    init(program: Program, moduleOfType: [String: String], roleOfType: [String: Role], helpers: [String: NavigationKind],
         storyboards: StoryboardResolver) {
        self.program = program
        self.moduleOfType = moduleOfType
        self.roleOfType = roleOfType
        self.helpers = helpers
        self.storyboards = storyboards
        moduleNames = Set(moduleOfType.values)
        var makers: [String: Set<String>] = [:]
        var made: Set<String> = []
        for unit in program.units {
            guard let owner = unit.owner, let m = moduleOfType[owner], roleOfType[owner] == .router || roleOfType[owner] == .builder else { continue }
            func visit(_ expr: Expr) {
                switch expr {
                case .call(let callee, let args):
                    if case .name(let t) = callee, moduleOfType[t] == nil, program.index.isKnownType(t) { makers[t, default: []].insert(m) }
                    if case .name(let t) = callee, moduleOfType[t] == m, roleOfType[owner] == .builder { made.insert(t) }
                    // The same storyboard scene instantiated by two modules' routing code: a template too.
                    if case .member(_, let name) = callee, Self.instantiations.contains(name), case .literal(let id)? = args.first?.value {
                        makers[Self.sceneKey(id), default: []].insert(m)
                    }
                    visit(callee)
                    args.forEach { visit($0.value) }
                case .member(let base?, _): visit(base)
                case .list(let items): items.forEach(visit)
                case .cast(let inner, _): visit(inner)
                default: break
                }
            }
            for stmt in unit.body {
                switch stmt {
                case .bind(_, let e, _, _), .eval(let e, _), .ret(let e, _): visit(e)
                case .assign(_, let e, _): visit(e)
                default: break
                }
            }
        }
        sharedScreens = Set(makers.filter { $0.value.count > 1 }.keys)
        builderMade = made
        modulesWithViews = Set(moduleOfType.filter { roleOfType[$0.key] == .view }.values)
        stateChoices = StateChoices(program: program, moduleOfType: moduleOfType, roleOfType: roleOfType)
        tabSelections = TabSelections(program: program, moduleOfType: moduleOfType, roleOfType: roleOfType)
        projectionSubscribers = Self.projectionSubscribers(program, moduleOfType: moduleOfType, roleOfType: roleOfType)
        settableStates = SettableStates(program: program)
        subscribedProperties = Set(Self.projectionSubscribers(program, moduleOfType: moduleOfType, roleOfType: roleOfType, routingOnly: false).keys)
        placedProperties = Self.placedProperties(program)
        navigationPaths = NavigationPaths(program: program)
        subjectFeeds = SubjectFeeds(program: program)
    }

    /// Properties whose publisher (`$loggedIn`) a module's code subscribes to (`.sink`, `.assign`, `.onReceive`), with
    /// the subscribing types: writing one runs code the scan does not follow.
    let projectionSubscribers: [String: Set<String>]
    let settableStates: SettableStates
    /// Properties some code subscribes to the publisher of (`$loggedIn`), and properties a view's content places.
    let subscribedProperties: Set<String>
    let placedProperties: Set<String>
    let navigationPaths: NavigationPaths
    let subjectFeeds: SubjectFeeds

    /// Modules with a view class of their own: a shared class they show is another screen (an alert), not theirs.
    let modulesWithViews: Set<String>

    /// A shared screen class made by module `m`'s routing code is `m`'s screen when `m` has no view of its own.
    func templateOwner(_ owner: String?) -> String? {
        guard let owner, let m = moduleOfType[owner], roleOfType[owner] == .router || roleOfType[owner] == .builder,
              !modulesWithViews.contains(m) else { return nil }
        return m
    }

    var index: TypeIndex { program.index }

    static let screenClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]
    static let instantiations: Set<String> = ["instantiateViewController", "instantiateViewControllerWithIdentifier"]
    /// `sharedScreens` names a storyboard scene by its identifier this way.
    static func sceneKey(_ identifier: String) -> String { "#scene:" + identifier }

    static let showMethods: [String: NavigationKind] = [
        "pushViewController": .push, "show": .push, "present": .present, "presentViewController": .present,
        "showDetailViewController": .present, "presentPanModal": .present, "presentModally": .present,
        "addChild": .embed, "addChildViewController": .embed, "setRootViewController": .root,
        "popViewController": .pop, "popToRootViewController": .pop, "popToViewController": .pop,
        "popViewControllerAnimated": .pop, "dismiss": .dismiss, "dismissViewController": .dismiss,
    ]

    /// Containers that show their children side by side: what they hold is embedded.
    static let containerClasses = ModuleResolver.containerClasses
    /// Containers that show one screen they are handed: the screen is what is shown.
    static let wrappers: Set<String> = ["UINavigationController", "UITabBarController", "UIHostingController"]

    /// System screens (alerts, pickers, share sheets, Safari, mail) are not navigation.
    static let systemControllers: Set<String> = [
        "UIAlertController", "UIImagePickerController", "UIActivityViewController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "UIDocumentPickerViewController",
        "UIDocumentInteractionController", "PHPickerViewController", "UIColorPickerViewController",
        "UIFontPickerViewController", "CNContactPickerViewController", "CNContactViewController", "SKStoreProductViewController",
        "UIReferenceLibraryViewController", "UIPrintInteractionController", "QLPreviewController", "AVPlayerViewController",
        "UIVideoEditorController", "EKEventEditViewController", "UICloudSharingController", "UISearchController",
    ]

    /// Properties of a screen that name another screen or container around it.
    static let relatives: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentingViewController", "parent",
        "parentViewController", "presentedViewController", "topViewController", "visibleViewController",
    ]

    // MARK: the language layer's questions

    func call(_ call: ExternalCall) -> ExternalResult? {
        if let subscription = publisherCall(call) ?? streamCall(call) ?? subjectCall(call) ?? timerCall(call) { return subscription }
        if let kind = helpers[call.name] {
            return show(kind, call.arguments.first ?? ValueSet(), container: call.receiver ?? ValueSet(), call, argument: 0)
        }
        if call.name == "Name", let first = call.arguments.first { return ExternalResult(returns: ValueSet(channels(first, call.argumentExprs.first).map { .text($0) })) }
        if let runtime = runtimeClass(call) { return runtime }
        if let result = notification(call) ?? storyboardCall(call) ?? routingLibrary(call) ?? swiftUICall(call) ?? uikit(call) ?? libraryShow(call) { return result }
        // `container.resolve(DetailBuilder.self)`: a library handing out an instance of a type the scan has.
        var given = ValueSet()
        for set in call.arguments {
            for case .metatype(let type) in set where index.isKnownType(type) { given.insert(.typed(type)) }
        }
        if !given.isEmpty { return ExternalResult(returns: given.union(call.receiver ?? ValueSet())) }
        return nil
    }

    func construct(_ call: ExternalCall) -> ExternalResult? {
        let type = call.name
        let labels = call.labels
        if let swiftUI = swiftUIConstruct(call) ?? streamConstruct(call) ?? subjectConstruct(call) ?? timerConstruct(call) { return swiftUI }
        // `NSClassFromString(…)` reads as a constructor to the language: a capitalised call of nothing the scan declares.
        if let runtime = runtimeClass(call) { return runtime }
        if !call.arguments.isEmpty, Self.wrappers.contains(type) || index.allSupertypes(of: type).contains(where: Self.wrappers.contains) {
            var inner = ValueSet()
            for set in call.arguments { inner.formUnion(set.filter(isScreenLike)) }
            var result = ExternalResult(returns: inner)
            result.runsClosures = false
            if type == "UINavigationController" || index.allSupertypes(of: type).contains("UINavigationController") {
                result.effects = [(ShowEffect.stackRoot, [inner], "")]
            }
            return result
        }
        // `UITab(title:image:identifier:) { _ in screen }`, `UISearchTab { _ in screen }`: the screen its provider gives.
        if type == "UITab" || type == "UISearchTab" {
            var result = ExternalResult()
            result.returnsClosureValues = true
            return result
        }
        if let action = backAction(call) { return action }
        if let search = searchController(call) { return search }
        if Self.containerClasses.contains(type) {
            var made: ValueSet = [.object(type, exact: true, fields: Fields())]
            // A tab bar, page or split container a module's own code makes is that module's screen.
            if let owner = call.owner, case .module(let m) = codeOwner(owner) { made.insert(ShowEffect.module(m)) }
            return ExternalResult(returns: made)
        }
        if type == "UIStoryboard", let i = labels.firstIndex(of: "name") {
            return ExternalResult(returns: [.token("storyboard", base: ValueSet(strings(call.arguments[i]).map { .text($0) }))])
        }
        if let i = labels.firstIndex(of: "nibName"), let screens = xibScreens(type, call.arguments[i]) { return ExternalResult(returns: screens) }
        if type == "String", labels.first == "describing", let first = call.arguments.first {
            var names = ValueSet()
            for case .metatype(let t) in first { names.insert(.text(t)) }
            return ExternalResult(returns: names)
        }
        if let factory = factory(call) { return factory }
        // A plain view controller (a shared screen class no module owns) that a module's router or builder
        // makes is that module's screen.
        if sharedScreens.contains(type), let m = templateOwner(call.owner) {
            return ExternalResult(returns: [.object(type, exact: true, fields: Fields()), ShowEffect.module(m)])
        }
        return nil
    }

    func read(_ name: String, of base: Value) -> ValueSet? {
        if Self.relatives.contains(name) { return [.token(name, base: [base])] }
        if let publisher = publisher(name, of: base) { return [publisher] }
        // `presentationMode.wrappedValue`: the environment's closing action itself.
        if name == "wrappedValue", case .token(Self.dismissAction, _) = base { return [base] }
        if name == "wrappedValue", case .token(Self.environmentValue, _) = base { return [base] }
        if name == "wrappedValue", case .token(Self.environmentObject, let objects) = base { return objects }
        switch name {
        case "viewControllers", "children", "childViewControllers": return [.token("children", base: [base])]
        case "storyboard":
            if case .metatype("R") = base { return [.token("rswift", base: ValueSet())] }
            return [.token("storyboardOf", base: [base])]
        case "destination", "destinationViewController": return [.token("segueDestination", base: ValueSet())]
        case "selectedViewController":
            // The tab a tab container shows: one of its children, whose stack it embeds.
            guard case .object(let type, _, _) = base, ([type] + index.allSupertypes(of: type)).contains("UITabBarController") else { return nil }
            return [.token(Self.selectedTab, base: [base])]
        default:
            return generatedAccessorRead(name, of: base)
        }
    }

    /// Values that may lead to a screen: closures, cases, strings and types (which choose one), screens,
    /// modules' parts, objects built with what they hold; not plain data (a date, a rectangle, a model).
    func matters(_ value: Value) -> Bool {
        switch value {
        case .closure, .enumCase, .text, .metatype, .token: return true
        case .object(let type, _, let fields):
            if moduleOfType[type] != nil { return true }
            if let kind = index.kind(of: type) {
                // An object of the app's: a class holds behaviour (a router, a transition, a coordinator);
                // a struct or enum matters for the screens, closures or types it was built with.
                if kind == .class || kind == .actor || kind == .protocol { return true }
                return fields.entries.contains { $0.values.contains(where: leadsToScreens) }
            }
            // A library's: its screens.
            return type.hasSuffix("Controller") || type.hasSuffix("VC")
        }
    }

    /// A value a struct holds that may lead to a screen: a closure, a type, a screen, a module's part.
    private func leadsToScreens(_ value: Value) -> Bool {
        switch value {
        case .closure, .metatype, .token: return true
        case .object(let type, _, _):
            return moduleOfType[type] != nil || type.hasSuffix("Controller") || type.hasSuffix("VC")
                || index.allSupertypes(of: type).contains { $0.hasSuffix("Controller") }
        case .enumCase, .text: return false
        }
    }

    /// `registry.getModule(module: FeedModule())` returning a view controller the scan cannot follow (a
    /// lookup in a registry): the screen of the one module handed to it.
    func returned(_ call: ExternalCall, declared: String?, values: ValueSet) -> ValueSet? {
        // What a module's builder returns is that module's screen, whatever its class (a system alert it configures).
        if !values.isEmpty, let callee = call.callee, let owner = program.units[callee].owner, let m = moduleOfType[owner],
           roleOfType[owner] == .builder, modules(of: values).isEmpty, values.contains(where: isScreenLike) {
            return values.union([ShowEffect.module(m)])
        }
        guard values.isEmpty, let declared, declared.hasSuffix("Controller") || declared.hasSuffix("VC") else { return nil }
        var given: Set<String> = []
        for set in call.arguments {
            for case .object(let type, _, _) in set { if let m = moduleOfType[type] { given.insert(m) } }
        }
        guard given.count == 1, let only = given.first else { return nil }
        return [ShowEffect.module(only)]
    }

    func assign(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] {
        if let reset = pathReset(a) { return reset }
        switch a.property {
        case "rootViewController":
            return show(.root, a.value, container: a.target, expr: a.valueExpr, items: a.valueItems, call: Self.describe(a.targetExpr) + " = …",
                        callOwner: a.owner, site: (a.unit, a.line))
        case "viewControllers":
            let kind: NavigationKind = isContainer(a.target, a.targetExpr, owner: a.owner) ? .embed : .root
            return show(kind, a.value, container: a.target, expr: a.valueExpr, items: a.valueItems, call: Self.describe(a.targetExpr) + " = …",
                        callOwner: a.owner, site: (a.unit, a.line))
        case "tabs" where isContainer(a.target, a.targetExpr, owner: a.owner):
            return show(.embed, a.value, container: a.target, expr: a.valueExpr, items: a.valueItems, call: Self.describe(a.targetExpr) + " = …",
                        callOwner: a.owner, site: (a.unit, a.line))
        case "selectedIndex":
            if case .literal(let digits) = a.valueExpr, Int(digits) != nil {
                return [(ShowEffect.tabSwitch, [[.text(digits)]], "")]
            }
            // `Tab.tickets.rawValue`: an enum case's raw value, one the value flow knows.
            if case .member(_, "rawValue") = a.valueExpr, a.value.count == 1, case .text(let digits)? = a.value.values.first, Int(digits) != nil {
                return [(ShowEffect.tabSwitch, [[.text(digits)]], "")]
            }
            // Which tab, the code does not say: no switch is drawn, and the site says why.
            return [(ShowEffect.tabSwitch, [ValueSet()], ShowEffect.unknown(Self.describe(a.targetExpr) + " = …", "the tab index is not a constant the scan can read"))]
        // `tabs.selected = .practice` for `TabView(selection: $tabs.selected) { … .tag(Tab.practice) }`: that module's tab.
        case _ where !tabSelections.selected(a.property, a.value).isEmpty:
            return [(ShowEffect.tabSwitch, [ValueSet(tabSelections.selected(a.property, a.value).map(ShowEffect.module))], "")]
        case _ where stateChoices.properties.contains(a.property):
            return stateSwap(a)
        case _ where placedProperties.contains(a.property):
            return swap(a) + kept(a)
        default:
            return kept(a)
        }
    }

    /// Screens kept for later: shown by code the scan follows, or said to be lost. A weak property refers to a
    /// screen that is shown already (the one that presented this one), it keeps none.
    private func kept(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] {
        let weak = a.target.contains { if case .object(let t, _, _) = $0 { return index.isWeak(a.property, of: t) } else { return false } }
        guard !weak else { return [] }
        let screens = a.value.filter(isScreen)
        guard !modules(of: screens).isEmpty else { return [] }
        return [(ShowEffect.kept, [screens, a.target], a.property)]
    }

    /// A routing library's method the scan does not hold (`pushViewControllerDerivedFrom { ... }`,
    /// `transition.present(with:openModuleType:)`): named push… or present…, given a module; named
    /// dismiss…, pop… or close… on a module's own part (`router.dismissCurrentModule()`, inherited from
    /// the library's base router), a way back. A show whose screen cannot be told is said, not dropped.
    private func libraryShow(_ call: ExternalCall) -> ExternalResult? {
        let kind: NavigationKind
        if Self.startsWord(call.name, "push") { kind = .push } else if Self.startsWord(call.name, "present") { kind = .present }
        else { return libraryBack(call) }
        var screens = ValueSet()
        // `pushViewControllerDerivedFrom { ... return vc }`: the screen is what the closure builds.
        let hasClosure = call.hasClosureArgument
        if hasClosure, call.closureValues == nil {
            var result = ExternalResult()
            result.needsClosureValues = true
            return result
        }
        for set in call.arguments + [call.closureValues ?? ValueSet()] {
            for value in set {
                if case .metatype(let t) = value, let m = moduleOfType[t] { screens.insert(ShowEffect.module(m)) }
                else if !modules(of: [value]).isEmpty { screens.insert(value) }
            }
        }
        if screens.isEmpty {
            // Code of a module (or the app) calling the library: which screen, the scan cannot follow.
            guard let owner = call.owner, moduleOfType[owner] != nil || call.receiver?.contains(where: { modules(of: [$0]).count == 1 }) == true else { return nil }
        }
        return show(kind, screens, container: call.receiver ?? ValueSet(), call, argument: nil)
    }

    private func libraryBack(_ call: ExternalCall) -> ExternalResult? {
        let kinds: [NavigationKind]
        if Self.startsWord(call.name, "dismiss") { kinds = [.dismiss] } else if Self.startsWord(call.name, "pop") { kinds = [.pop] }
        else if Self.startsWord(call.name, "close") { kinds = [.pop, .dismiss] } else { return nil }
        let closing = closingScreens(call.receiver ?? ValueSet()).filter { modules(of: [$0]).count == 1 }
        guard !closing.isEmpty, call.arguments.allSatisfy({ modules(of: $0.filter(isScreenLike)).isEmpty }) else { return nil }
        var result = ExternalResult()
        result.effects = kinds.map { (ShowEffect.tag($0), [closing], "") }
        result.runsClosures = true
        return result
    }

    static func startsWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        let rest = name.dropFirst(word.count)
        return rest.isEmpty || rest.first!.isUppercase
    }

    /// A show: the screens, the container it happens in, and (for a list) each item's screens in order;
    /// nothing when every screen is known to be no module's (an alert, a plain controller).
    func show(_ kind: NavigationKind, _ screens: ValueSet, container: ValueSet, _ call: ExternalCall, argument: Int?) -> ExternalResult {
        var result = ExternalResult()
        let expr = argument.flatMap { $0 < call.argumentExprs.count ? call.argumentExprs[$0] : nil } ?? .other
        let items = argument.flatMap { $0 < call.argumentItems.count ? call.argumentItems[$0] : nil }
        result.effects = show(kind, screens, container: container, expr: expr, items: items,
                              call: (call.receiverExpr.map { Self.describe($0) + "." } ?? "") + call.name + "(…)", callOwner: call.owner,
                              site: (call.unit, call.line))
        return result
    }

    func show(_ kind: NavigationKind, _ screens: ValueSet, container: ValueSet, expr: Expr, items: [ValueSet]?,
              call: String, callOwner: String? = nil, site: (unit: Int, line: Int)? = nil) -> [(tag: Int, values: [ValueSet], note: String)] {
        let shown = screens.filter(isScreenLike)
        var note = ""
        if modules(of: shown).isEmpty {
            // A container class of no module (its tabs may be its own code's): the navigation layer tells.
            if shown.contains(where: isPlainContainer) { return [(ShowEffect.tag(kind), [shown, container], "")] }
            if !shown.isEmpty, shown.allSatisfy(isKnownNonModule) {
                if let site { settled.insert(unit: site.unit, line: site.line) }
                return []
            }
            // A parameter (the callers say which screen), or a custom segue's destination (its storyboard says).
            if !shown.isEmpty, shown.allSatisfy(\.isParameter) { return [(ShowEffect.tag(kind), [shown, container], "")] }
            if let owner = callOwner, index.allSupertypes(of: owner).contains("UIStoryboardSegue") {
                if let site { settled.insert(unit: site.unit, line: site.line) }
                return []
            }
            note = ShowEffect.unknown(call, reason(expr, shown))
        }
        return [(ShowEffect.tag(kind), [shown, container] + (items ?? []).map { $0.filter(isScreenLike) }, note)]
    }

    /// The screens a back call closes: the screen itself, or the one whose container or presenter it is called on.
    func closingScreens(_ receiver: ValueSet) -> ValueSet {
        var result = ValueSet()
        for value in receiver {
            switch value {
            case .token(let tag, let base) where Self.relatives.contains(tag) && tag != "presentedViewController" && tag != "topViewController":
                result.formUnion(base)
            case .object, .token("module", _):
                result.insert(value)
            default:
                break
            }
        }
        return result
    }

    /// `tabs.viewControllers = ...` on a tab bar, page or split container (or one whose name says so), or on
    /// a container class of the app's own: one that declares the `viewControllers` it holds (UIKit's screens
    /// have none; a navigation controller's are a stack, not children).
    func isContainer(_ target: ValueSet, _ expr: Expr, owner: String?) -> Bool {
        for value in target {
            guard case .object(let type, _, _) = value else { continue }
            let ancestry = [type] + index.allSupertypes(of: type)
            if ancestry.contains(where: Self.containerClasses.contains) { return true }
            if !ancestry.contains("UINavigationController"), ancestry.contains(where: { index.propertyTypes[$0]?["viewControllers"] != nil }) { return true }
        }
        if case .name = expr, let owner, isContainerSubclass(owner) { return true }
        return Self.names(in: expr).contains { $0.lowercased().contains("tab") || $0.lowercased().contains("page") }
    }

    static func names(in expr: Expr?) -> [String] {
        switch expr {
        case .name(let n)?: return [n]
        case .member(let b, let n)?: return names(in: b) + [n]
        case .call(let c, _)?: return names(in: c)
        default: return []
        }
    }
}
