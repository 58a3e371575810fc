import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// The UIKit model's libraries: storyboards (scenes by ID, segues, R.swift and SwiftGen accessors, xib
/// owners), Foundation's notifications (and Combine's publisher of them), and ViperMcFlurry's module
/// factories and transition handlers.
extension UIKitModel {
    // MARK: notifications

    func notification(_ call: ExternalCall) -> ExternalResult? {
        let labels = call.labels
        func argument(_ label: String) -> Int? { labels.firstIndex(of: label) }
        switch call.name {
        case "post" where labels.first == "name", "postNotificationName":
            var result = ExternalResult()
            result.publishes = channels(call.arguments[0], call.argumentExprs[0]).sorted()
            return result
        case "addObserver" where argument("selector") != nil && argument("name") != nil:
            let selector = argument("selector")!, name = argument("name")!
            guard let method = Self.selectorName(call.argumentExprs[selector]) else { return nil }
            var result = ExternalResult()
            result.subscribes = channels(call.arguments[name], call.argumentExprs[name]).sorted().map { ($0, Handler.method(method, on: call.arguments[0])) }
            result.runsClosures = false
            return result
        case "addObserver" where argument("forName") != nil, "addObserverForName":
            let name = argument("forName") ?? 0
            var result = ExternalResult()
            let handlers = call.arguments.reduce(into: ValueSet()) { $0.formUnion($1.filter { if case .closure = $0 { return true } else { return false } }) }
            result.subscribes = channels(call.arguments[name], call.argumentExprs[name]).sorted().map { ($0, Handler.values(handlers)) }
            result.runsClosures = false
            return result
        // `NotificationCenter.default.notifications(named: .x)`: an async sequence of them, read by `for await`.
        case "publisher" where labels.first == "for", "notifications" where labels.first == "named":
            return ExternalResult(returns: [.token("notifications", base: ValueSet(channels(call.arguments[0], call.argumentExprs[0]).map { .text($0) }))])
        default:
            // `publisher(for: .x).receive(on:).sink { ... }`: the subscription's closure runs when the notification comes.
            guard let receiver = call.receiver else { return nil }
            var keys: Set<String> = []
            for case .token("notifications", let base) in receiver { for case .text(let key) in base { keys.insert(key) } }
            guard !keys.isEmpty else { return nil }
            var result = ExternalResult(returns: receiver)
            let handlers = call.arguments.reduce(into: ValueSet()) { $0.formUnion($1.filter { if case .closure = $0 { return true } else { return false } }) }
            if ["sink", "subscribe", "bind", "observe", "onNext", "assign", BodyVisitor.forAwait].contains(call.name) {
                result.subscribes = keys.sorted().map { ($0, Handler.values(handlers)) }
            }
            result.runsClosures = false
            return result
        }
    }

    /// The channel a notification name stands for: its string, or the static member's name when its
    /// string is not known (`.didLogOut` and `Notification.Name("didLogOut")` meet when the member's
    /// initializer says so).
    func channels(_ values: ValueSet, _ expr: Expr?) -> Set<String> {
        var result: Set<String> = []
        for value in values {
            switch value {
            case .text(let s): result.insert(s)
            case .enumCase(let name): result.insert(memberChannel(name))
            default: break
            }
        }
        if result.isEmpty, case .member(_, let name)? = expr { result.insert(memberChannel(name)) }
        return result
    }

    private func memberChannel(_ name: String) -> String {
        for owner in ["Notification.Name", "NSNotification.Name", "NSNotificationName"] {
            guard let unit = program.initializer(of: name, in: owner), case .ret(let value, _)? = program.units[unit].body.first else { continue }
            if case .call(_, let args) = value, case .literal(let text)? = args.first?.value { return text }
            if case .literal(let text) = value { return text }
        }
        return name
    }

    /// `#selector(userDidLogOut(_:))`, `@selector(userDidLogOut:)`: the method's base name.
    static func selectorName(_ expr: Expr) -> String? {
        guard case .call(.name("#selector"), let args) = expr, let inner = args.first?.value else { return nil }
        switch inner {
        case .name(let n): return n
        case .member(_, let n): return n
        case .call(.name(let n), _), .call(.member(_, let n), _): return n
        default: return nil
        }
    }

    /// `UIBarButtonItem(…, target: navigationController, action: #selector(popViewController(animated:)))`: a control whose
    /// action is UIKit's own back call on its target closes the screen the target stands for, when tapped.
    func backAction(_ call: ExternalCall) -> ExternalResult? {
        guard let t = call.labels.firstIndex(of: "target"), let a = call.labels.firstIndex(of: "action"), a < call.argumentExprs.count,
              let selector = Self.selectorName(call.argumentExprs[a]), let kind = Self.showMethods[selector], kind.isBackward else { return nil }
        let closing = closingScreens(call.arguments[t])
        guard !closing.isEmpty else { return nil }
        var result = ExternalResult(returns: [.object(call.name, exact: true, fields: Fields())])
        result.runsClosures = false
        result.effects = [(ShowEffect.tag(kind), [closing], "")]
        return result
    }

    // MARK: storyboards

    func storyboardCall(_ call: ExternalCall) -> ExternalResult? {
        let receiver = call.receiver ?? ValueSet()
        switch call.name {
        case "instantiateViewController", "instantiateViewControllerWithIdentifier":
            guard let first = call.arguments.first else { return nil }
            let ids = strings(first)
            if storyboards.isEmpty {
                // `instantiateViewController(withIdentifier: "DetailViewController")` with no storyboard scanned: the ID names the module.
                let named = ids.compactMap { moduleOfType[$0] ?? moduleNamed($0) }
                return ExternalResult(returns: ValueSet(named.map { ShowEffect.module($0) }))
            }
            let boards = storyboardNames(receiver)
            var refs: [StoryboardCatalog.SceneRef] = []
            for id in ids.sorted() {
                let scoped = storyboards.catalog.scenes(identifier: id, in: boards)
                refs += scoped.isEmpty && boards != nil ? storyboards.catalog.scenes(identifier: id, in: nil) : scoped
            }
            var returns = screens(of: refs)
            // A scene two modules' routers instantiate as their own screen: here, the calling module's.
            if let m = templateOwner(call.owner), ids.contains(where: { sharedScreens.contains(Self.sceneKey($0)) }), modules(of: returns).isEmpty {
                returns.insert(ShowEffect.module(m))
            }
            return ExternalResult(returns: returns)
        case "instantiateInitialViewController":
            guard let boards = storyboardNames(receiver) else { return nil }
            if storyboards.isEmpty { return ExternalResult(returns: ValueSet(boards.compactMap(moduleNamed).map { ShowEffect.module($0) })) }
            return ExternalResult(returns: screens(of: storyboards.catalog.initialScenes(in: boards)))
        case "performSegue" where call.labels.first == "withIdentifier", "performSegueWithIdentifier":
            return performSegue(call)
        default:
            return generatedAccessor(call)
        }
    }

    /// The screens of storyboard scenes: a scene's own class (a module's or not), else the modules it shows.
    func screens(of refs: [StoryboardCatalog.SceneRef]) -> ValueSet {
        var result = ValueSet()
        for ref in refs {
            let scene = storyboards.catalog.scene(ref)
            if scene.controller != .reference, let cls = scene.customClass {
                result.insert(.object(cls, exact: true, fields: Fields()))
                if moduleOfType[cls] != nil, scene.controller != .navigation { continue }
            }
            for shown in storyboards.firstShown(ref) { result.insert(ShowEffect.module(shown.module)) }
        }
        return result
    }

    /// The storyboards values may be (`UIStoryboard(name:)`, a view controller's `storyboard`); nil when unknown.
    func storyboardNames(_ values: ValueSet) -> Set<String>? {
        var names: Set<String> = []
        for value in values {
            switch value {
            case .token("storyboard", let base):
                for case .text(let name) in base { names.insert(name) }
            case .token("storyboardOf", let base):
                for case .object(let cls, _, _) in base {
                    for candidate in [cls] + index.allSupertypes(of: cls) {
                        for ref in storyboards.catalog.scenesOfClass[candidate] ?? [] { names.insert(storyboards.catalog.boards[ref.board].name) }
                    }
                }
            default:
                break
            }
        }
        return names.isEmpty ? nil : names
    }

    /// `performSegue(withIdentifier: "S", sender:)`: what segue S of the calling view controller's scene shows.
    private func performSegue(_ call: ExternalCall, receiver given: ValueSet? = nil) -> ExternalResult? {
        guard !storyboards.isEmpty, let first = call.arguments.first else { return nil }
        let receiver = given ?? call.receiver ?? ValueSet()
        var classes: [String] = []
        for case .object(let cls, _, _) in receiver { classes.append(cls) }
        if receiver.isEmpty, let owner = call.owner { classes.append(owner) }
        let ids = strings(first)
        let callText = (call.receiverExpr.map { Self.describe($0) + "." } ?? "") + call.name + "(…)"
        var result = ExternalResult()
        guard !ids.isEmpty else {
            result.effects = [(ShowEffect.tag(.unknown), [ValueSet(), ValueSet()], ShowEffect.unknown(callText, "the segue identifier is not a constant the scan can read"))]
            return result
        }
        var found = classes.flatMap { storyboards.segues(ofClass: $0, identifiers: ids) }
        // `weak var viewController: UIViewController?` in a router: the view controller is its module's.
        if found.isEmpty, let owner = call.owner, case .module(let m) = codeOwner(owner) {
            found = storyboards.segues(inModule: m, identifiers: ids)
        }
        guard !found.isEmpty else {
            let listed = ids.sorted().map { "'\($0)'" }.joined(separator: " or ")
            let of = classes.isEmpty ? "the module's view controllers" : classes.sorted().joined(separator: ", ")
            result.effects = [(ShowEffect.tag(.unknown), [ValueSet(), ValueSet()], ShowEffect.unknown(callText, "no storyboard scene of \(of) has a segue \(listed)"))]
            return result
        }
        for segue in found {
            for embedded in [false, true] {
                let modules = segue.modules.filter { $0.embedded == embedded }.map(\.module)
                guard !modules.isEmpty || (segue.isUnwind && !embedded) else { continue }
                let kind = embedded ? NavigationKind.embed : segue.kind
                result.effects.append((ShowEffect.tag(kind), [ValueSet(modules.map { ShowEffect.module($0) }), receiver], ShowEffect.step(segue.step)))
            }
        }
        return result
    }

    /// `R.storyboard.main.settings()`, `StoryboardScene.Main.settings.instantiate()`: generated accessors,
    /// read as tokens of their path.
    func generatedAccessorRead(_ name: String, of base: Value) -> ValueSet? {
        switch base {
        case .token(let tag, _) where tag.hasPrefix("rswift"):
            return [.token(tag + ":" + name, base: ValueSet())]
        case .metatype("StoryboardScene"):
            return [.token("swiftgen:" + name, base: ValueSet())]
        case .token(let tag, _) where tag.hasPrefix("swiftgen"):
            return [.token(tag + ":" + name, base: ValueSet())]
        default:
            return nil
        }
    }

    private func generatedAccessor(_ call: ExternalCall) -> ExternalResult? {
        guard !storyboards.isEmpty, let receiver = call.receiver else { return nil }
        for case .token(let tag, _) in receiver {
            let path = tag.split(separator: ":").map(String.init)
            if path.first == "rswift", path.count == 2 {
                return accessorResult(board: path[1], scene: call.name, initial: call.name == "instantiateInitialViewController")
            }
            if path.first == "swiftgen", path.count == 3, call.name == "instantiate" {
                return accessorResult(board: path[1], scene: path[2], initial: path[2] == "initialScene")
            }
        }
        return nil
    }

    private func accessorResult(board: String, scene: String, initial: Bool) -> ExternalResult? {
        let catalog = storyboards.catalog
        let boards = Set(catalog.byName.keys.filter { Self.normalized($0) == Self.normalized(board) })
        guard !boards.isEmpty else { return nil }
        var refs: [StoryboardCatalog.SceneRef] = []
        if initial {
            refs = catalog.initialScenes(in: boards)
        } else {
            for b in catalog.boardIndices(boards) {
                for (identifier, scenes) in catalog.boards[b].scenesByIdentifier where Self.normalized(identifier) == Self.normalized(scene) {
                    refs += scenes.map { StoryboardCatalog.SceneRef(board: b, scene: $0) }
                }
            }
        }
        let result = screens(of: refs.sorted())
        return result.isEmpty ? nil : ExternalResult(returns: result)
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") })
    }

    /// `UIViewController(nibName: "Login", bundle: nil)`: the xib's File's Owner, when the class says nothing.
    func xibScreens(_ type: String, _ names: ValueSet) -> ValueSet? {
        guard type == "UIViewController" || (moduleOfType[type] == nil && type != "UINib" && (type.hasSuffix("Controller") || type.hasSuffix("VC"))) else { return nil }
        let owners = strings(names).compactMap { storyboards.catalog.xibOwners[$0] }.filter { moduleOfType[$0] != nil }
        return owners.isEmpty ? nil : ValueSet(owners.map { .object($0, exact: true, fields: Fields()) })
    }

    // MARK: ViperMcFlurry

    /// `[[RamblerViperModuleFactory alloc] initWithStoryboard:s andRestorationId:kEventID]`: a factory of
    /// the scenes with that storyboard ID.
    func factory(_ call: ExternalCall) -> ExternalResult? {
        var ids: Set<String> = []
        for (label, values) in zip(call.labels, call.arguments) {
            guard let label = label?.lowercased(), label.contains("identifier") || label.contains("restorationid") || label.hasSuffix("id") else { continue }
            ids.formUnion(strings(values))
        }
        guard !ids.isEmpty, !storyboards.isEmpty else { return nil }
        var refs: [StoryboardCatalog.SceneRef] = []
        for id in ids.sorted() { refs += storyboards.catalog.scenes(identifier: id, in: nil) }
        let made = screens(of: refs)
        return made.isEmpty ? nil : ExternalResult(returns: [.token("factory", base: made)])
    }

    /// ViperMcFlurry's transition handler: opening a module by a factory or a segue, chaining to it,
    /// closing the current one.
    func routingLibrary(_ call: ExternalCall) -> ExternalResult? {
        let receiver = call.receiver ?? ValueSet()
        switch call.name {
        case "openModuleUsingFactory":
            guard let factory = call.arguments.first else { return nil }
            var made = ValueSet()
            for case .token("factory", let base) in factory { made.formUnion(base) }
            // The transition block shows the factory's screen: it runs with (source, destination). A factory
            // the scan cannot tell (injected) leaves the block to the chained configuration, which may name the module.
            guard !made.isEmpty else {
                var blocks = ValueSet()
                for set in call.arguments { blocks.formUnion(set.filter { if case .closure = $0 { return true } else { return false } }) }
                var result = ExternalResult(returns: [.token("promise", base: [.token("transition", base: blocks)])])
                result.runsClosures = false
                return result
            }
            var result = ExternalResult(returns: [.token("promise", base: made)])
            result.closureArguments = [receiver, made]
            result.returnsClosureValues = false
            return result
        case "openModuleUsingSegue":
            var result = performSegue(call, receiver: receiver) ?? ExternalResult()
            var shown = ValueSet()
            for effect in result.effects { shown.formUnion(effect.values.first ?? ValueSet()) }
            result.returns = [.token("promise", base: shown)]
            return result
        case "thenChainUsingBlock":
            // The block configures the module whose input protocol it takes: that names the destination
            // when the segue or factory did not.
            var known = ValueSet()
            var transitions = ValueSet()
            for case .token("promise", let base) in receiver {
                for value in base {
                    if case .token("transition", let blocks) = value { transitions.formUnion(blocks) } else { known.insert(value) }
                }
            }
            var result = ExternalResult()
            guard known.isEmpty else { return result }
            var named = ValueSet()
            for set in call.arguments {
                for case .closure(let closure) in set {
                    // The input protocol the block takes, or the one it casts its argument to (`(id<OrderModuleInput>)moduleInput`).
                    let block = program.units[closure.unit]
                    var types = block.parameters.prefix(1).map(\.typeName)
                    for statement in block.body {
                        if case .bind(_, _, let declared, _) = statement, !declared.isEmpty { types.append(declared) }
                        for expr in statement.expressions { expr.forEachExpression { if case .cast(_, let t) = $0 { types.append(t) } } }
                    }
                    let modules = Set(types.compactMap { moduleOfType[$0] })
                    if modules.count == 1, let m = modules.first { named.insert(ShowEffect.module(m)) }
                }
            }
            guard !named.isEmpty else { return result }
            if transitions.isEmpty {
                result.effects.append((ShowEffect.tag(.unknown), [named, ValueSet()], ""))
            } else {
                result.runs = [(transitions, [ValueSet(), named])]
            }
            return result
        case "instantiateModuleTransitionHandler":
            var made = ValueSet()
            for case .token("factory", let base) in receiver { made.formUnion(base) }
            return ExternalResult(returns: made)
        case "closeCurrentModule":
            var result = ExternalResult()
            let closing = closingScreens(receiver)
            result.effects = [(ShowEffect.tag(.pop), [closing], ""), (ShowEffect.tag(.dismiss), [closing], "")]
            return result
        case "closeModulesUntil", "closeTopModules":
            var result = ExternalResult()
            result.effects = [(ShowEffect.tag(.dismiss), [closingScreens(receiver)], "")]
            return result
        default:
            return nil
        }
    }
}
