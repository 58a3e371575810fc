import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// UIKit's own calls: push, present, pop, dismiss, `setViewControllers`, split view columns, and navigation controllers
/// the code makes empty and fills.
extension UIKitModel {

    func uikit(_ call: ExternalCall) -> ExternalResult? {
        let name = call.name
        let receiver = call.receiver ?? ValueSet()
        if name == "setViewControllers", let first = call.arguments.first {
            // `setViewControllers(_:direction:animated:completion:)` is a page view controller's: its pages are embedded.
            let paging = call.labels.contains("direction")
            var kind: NavigationKind = paging || isContainer(receiver, call.receiverExpr ?? .name("self"), owner: call.owner) ? .embed : .root
            // `(tabs.selectedViewController as? UINavigationController)?.setViewControllers([home], …)`: the tab container embeds it.
            // `setViewControllers(Array(nav.viewControllers.dropLast()), …)`: the stack without its top, a pop.
            if !paging, let expr = call.argumentExprs.first, Self.isStackWithoutTop(expr) {
                var result = ExternalResult()
                result.effects = [(ShowEffect.tag(.pop), [closingScreens(receiver)], "")]
                return result
            }
            var tabContainers = ValueSet()
            for case .token(Self.selectedTab, let base) in receiver { tabContainers.formUnion(base) }
            if !tabContainers.isEmpty { return show(.embed, first, container: tabContainers, call, argument: 0) }
            // `var stack = nav.viewControllers; stack.removeLast(); stack.append(next)`: the stack kept, its top replaced, a push.
            if kind == .root, first.contains(where: { if case .token("children", _) = $0 { return true } else { return false } }) { kind = .push }
            // `let nav = UINavigationController(); nav.setViewControllers([first], …)`: a stack this run made and holds in
            // a local is filled, and shown as it is shown (one kept in a property may be shown by other code first).
            let fresh = kind == .root && !receiver.isEmpty && receiver.allSatisfy(isFreshStack)
            if fresh, case .name(let n)? = call.receiverExpr, !(call.owner.map { index.propertyTypes[$0]?[n] != nil } ?? false) {
                return fillStack(first)
            }
            var result = show(kind, first, container: receiver, call, argument: 0)
            // Kept in a property, the stack holds these screens from now on: a later push onto it is no first screen.
            if fresh {
                result.receiverFields = [Field(name: "rootViewController", values: first.filter(isScreenLike))]
            }
            return result
        }
        // A split view's column: `split.setViewController(list, for: .primary)` embeds it.
        if name == "setViewController", call.labels.count == 2, call.labels[1] == "for", let first = call.arguments.first {
            return show(.embed, first, container: receiver, call, argument: 0)
        }
        guard let kind = Self.showMethods[name] else { return nil }
        switch kind {
        case .push where name == "show":
            guard call.arguments.count == 2, call.labels[1] == "sender" else { return nil }
        case .present:
            guard call.labels.first.map({ $0 == nil }) ?? false else { return nil }
        case .pop, .dismiss:
            var result = ExternalResult()
            // `viewController?.presentedViewController?.dismiss(…)` closes what the screen presented (a tip, a share
            // sheet), not the screen itself.
            if !receiver.isEmpty, receiver.allSatisfy({ if case .token("presentedViewController", _) = $0 { return true } else { return false } }) {
                return result
            }
            // `view.window?.rootViewController?.dismiss(…)`: closes every presentation over the window's first screen, back to it.
            if kind == .dismiss, case .member(_, "rootViewController")? = call.receiverExpr {
                let roots = receiver.filter(isScreenLike)
                // The window's root the code does not name here: the app's first screen under the presentations.
                result.effects = modules(of: roots).isEmpty ? [(ShowEffect.tag(.dismiss), [ValueSet()], ShowEffect.levels(ShowEffect.allLevels))]
                    : [(ShowEffect.tag(.dismiss), [ValueSet(), roots], "")]
                result.runsClosures = true
                return result
            }
            let closing = closingScreens(receiver)
            // `presentingViewController?.presentingViewController?.dismiss(…)`: closes the presentations down to that screen.
            if kind == .dismiss, let (levels, screens) = presenterChain(receiver), levels > 1 {
                result.effects = [(ShowEffect.tag(.dismiss), [screens], ShowEffect.levels(levels))]
                result.runsClosures = true
                return result
            }
            if name == "popToRootViewController" || (name == "popToViewController" && call.argumentExprs.first.map(Self.isStackBase) == true) {
                result.effects = [(ShowEffect.popToRoot, [closing], "")]
            } else if name == "popToViewController", let target = call.arguments.first {
                result.effects = [(ShowEffect.tag(.pop), [closing, stackTops(target)], "")]
            } else {
                result.effects = [(ShowEffect.tag(kind), [closing], "")]
            }
            result.runsClosures = true
            return result
        default:
            break
        }
        guard let first = call.arguments.first else { return nil }
        // The first screen pushed onto a navigation controller the code just made fills its stack; it is shown
        // as the navigation controller is. In a container's own code (a tab bar filling its tabs' stacks), embedded.
        if kind == .push, !receiver.isEmpty, receiver.allSatisfy(isFreshStack) {
            if let owner = call.owner, isContainerSubclass(owner) {
                return show(.embed, first, container: receiver, call, argument: 0)
            }
            return fillStack(first)
        }
        return show(kind, first, container: receiver, call, argument: 0)
    }

    /// The first screens of a navigation controller the code just made: its root from now on, a stack's root.
    private func fillStack(_ screens: ValueSet) -> ExternalResult {
        var result = ExternalResult()
        result.receiverFields = [Field(name: "rootViewController", values: screens.filter(isScreenLike))]
        result.effects = [(ShowEffect.stackRoot, [screens.filter(isScreenLike)], "")]
        return result
    }

    /// A subclass of UIKit's tab bar, page or split container.
    func isContainerSubclass(_ type: String) -> Bool {
        index.allSupertypes(of: type).contains(where: Self.containerClasses.contains)
    }

    /// An object of a container class of the scan's (a `UITabBarController` subclass) that no module owns.
    func isPlainContainer(_ value: Value) -> Bool {
        guard case .object(let type, _, _) = value, moduleOfType[type] == nil, index.isKnownType(type) else { return false }
        return isContainerSubclass(type)
    }

    /// A navigation controller this code made with no screen yet (`UINavigationController()`).
    func isFreshStack(_ value: Value) -> Bool {
        guard case .object(let type, true, let fields) = value, moduleOfType[type] == nil,
              type == "UINavigationController" || index.allSupertypes(of: type).contains("UINavigationController") else { return false }
        return fields["rootViewController"] == nil && fields["viewControllers"] == nil
    }
}
