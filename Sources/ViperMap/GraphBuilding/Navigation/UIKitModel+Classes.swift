import ViperMapLanguage

/// UIKit's class tree, as far as a cast needs it: the language layer asks which library classes a value may be.
extension UIKitModel {
    /// UIKit's and SwiftUI's controller and view classes, with their superclasses (nearest first): what a cast keeps.
    /// Not the wrappers a value of the screen they hold stands for (a navigation controller, a hosting controller).
    static let libraryClasses: [String: [String]] = {
        let controller = ["UIViewController", "UIResponder", "NSObject"]
        let view = ["UIView", "UIResponder", "NSObject"]
        var table: [String: [String]] = ["UIViewController": Array(controller.dropFirst()), "UIView": Array(view.dropFirst()),
                                         "UIResponder": ["NSObject"], "NSObject": []]
        for c in ["UITabBarController", "UISplitViewController", "UIPageViewController", "UITableViewController",
                  "UICollectionViewController", "UIAlertController", "UISearchController", "UIActivityViewController",
                  "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "SFSafariViewController", "PHPickerViewController",
                  "UIInputViewController", "AVPlayerViewController"] { table[c] = controller }
        for c in ["UIImagePickerController", "MFMailComposeViewController", "MFMessageComposeViewController", "UIVideoEditorController"] {
            table[c] = ["UINavigationController"] + controller
        }
        for c in ["UIWindow", "UILabel", "UIImageView", "UIControl", "UIScrollView", "UIStackView", "UINavigationBar", "UITabBar",
                  "UITableViewCell", "UICollectionViewCell", "UIVisualEffectView", "WKWebView", "MKMapView"] { table[c] = view }
        for c in ["UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIDatePicker", "UIPageControl", "UIStepper"] {
            table[c] = ["UIControl"] + view
        }
        for c in ["UITableView", "UICollectionView", "UITextView"] { table[c] = ["UIScrollView"] + view }
        return table
    }()

    func superclasses(ofLibraryClass type: String) -> [String]? { Self.libraryClasses[type] }

    /// A navigation controller's stack, set on one a property holds (`stack.viewControllers = [home]`), is its first screen later.
    func keepsField(_ name: String, ofLibraryType type: String) -> Bool {
        name == "viewControllers" && (type == "UINavigationController" || Self.libraryClasses[type]?.contains("UINavigationController") == true)
    }

    /// The class of the screen or container a relative names (`navigationController`: a `UINavigationController`).
    func libraryClass(ofToken tag: String) -> String? {
        switch tag {
        case "navigationController": return "UINavigationController"
        case "tabBarController": return "UITabBarController"
        case "splitViewController": return "UISplitViewController"
        case _ where Self.relatives.contains(tag): return "UIViewController"
        default: return nil
        }
    }

    /// A SwiftUI value (a container, a modifier's result, a `Content`): a `View`, which an app's `extension View` extends.
    func libraryValue(_ type: String, mayAdopt libraryProtocol: String) -> Bool {
        libraryProtocol == "View" && Self.libraryClasses[type] == nil && !type.hasPrefix("UI") && !type.hasPrefix("NS")
    }

    /// The child a tab container shows (`tabs.selectedViewController`), with the container as its base.
    static let selectedTab = "selectedTab"

    /// `NSClassFromString(@"CareViewController")` (a module's class looked up by name, `App.` prefix and all) is that
    /// class; `[cls alloc]` on a class is an instance of it, which `init` then sets up.
    func runtimeClass(_ call: ExternalCall) -> ExternalResult? {
        switch call.name {
        case "NSClassFromString":
            guard let first = call.arguments.first else { return nil }
            var classes = ValueSet()
            for case .text(let name) in first {
                let bare = name.split(separator: ".").last.map(String.init) ?? name
                if index.isKnownType(bare) { classes.insert(.metatype(bare)) }
            }
            return classes.isEmpty ? nil : ExternalResult(returns: classes)
        case "alloc", "new":
            guard let receiver = call.receiver else { return nil }
            var made = ValueSet()
            for case .metatype(let type) in receiver where index.isKnownType(type) { made.insert(.object(type, exact: true, fields: Fields())) }
            return made.isEmpty ? nil : ExternalResult(returns: made)
        default:
            return nil
        }
    }

    /// `UISearchController(searchResultsController: results)`: the results screen shows inside the screen that
    /// shows the search bar, embedded by the code that makes it (`nil`: the search bar's own screen shows results).
    func searchController(_ call: ExternalCall) -> ExternalResult? {
        guard call.name == "UISearchController", let i = call.labels.firstIndex(of: "searchResultsController") else { return nil }
        let made: ValueSet = [.object(call.name, exact: true, fields: Fields())]
        guard call.arguments[i].contains(where: isScreenLike) else { return ExternalResult(returns: made) }
        var result = show(.embed, call.arguments[i], container: ValueSet(), call, argument: i)
        result.returns = made
        result.runsClosures = false
        return result
    }

    /// The screens among values, where the top of a screen's navigation stack (`navigationController.topViewController`,
    /// read while that screen's code runs: a flow remembering where it started) stands for that screen.
    func stackTops(_ values: ValueSet) -> ValueSet {
        var result = values.filter(isScreenLike)
        for case .token(let tag, let base) in values where tag == "topViewController" || tag == "visibleViewController" {
            for case .token("navigationController", let screens) in base { result.formUnion(screens.filter(isScreenLike)) }
        }
        return result
    }

    /// `nav.viewControllers.first`, `nav.viewControllers[0]`: the first screen of a stack.
    static func isStackBase(_ expr: Expr) -> Bool {
        switch expr {
        case .member(.member(_, "viewControllers")?, "first"): return true
        case .call(.name("#subscript"), let args) where args.count == 2:
            if case .member(_, "viewControllers") = args[0].value, case .literal("0") = args[1].value { return true }
            return false
        default: return false
        }
    }

    /// `nav.viewControllers.dropLast()` (in `Array(…)` or not): a stack's screens without the one on top.
    static func isStackWithoutTop(_ expr: Expr) -> Bool {
        var found = false
        expr.forEachExpression { node in
            guard case .call(.member(let base?, "dropLast"), let args) = node, args.isEmpty else { return }
            base.forEachExpression { inner in if case .member(_, "viewControllers") = inner { found = true } }
        }
        return found
    }

    /// `presentingViewController?.presentingViewController`: how many presenters up, and the screens it starts from.
    func presenterChain(_ values: ValueSet) -> (Int, ValueSet)? {
        var best: (Int, ValueSet)?
        for case .token("presentingViewController", let base) in values {
            let inner = presenterChain(base).map { ($0.0 + 1, $0.1) } ?? (1, base.filter(isScreenLike))
            if best == nil || inner.0 > best!.0 { best = inner }
        }
        return best
    }
}
