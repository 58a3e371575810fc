import ViperMapLanguage
import ViperMapModel

/// Who owns a piece of code, for navigation: a module, the app's entry code, or neither
/// (a plain view controller outside every module, whose navigation is not drawn).
enum CodeOwner: Hashable {
    case module(String)
    case app
    case none

    var name: String? {
        switch self {
        case .module(let m): return m
        case .app: return appModuleName
        case .none: return nil
        }
    }
}

/// A switch to tab `index` of the tab bar that holds the module: which module that is, the tab
/// bar's embed order says, once it is known.
struct TabSwitch: Hashable {
    var from: String
    var index: Int
    var via: String
    var file: String
    var line: Int
}

/// The screen a present is called on, when it is not the asking module's own: another module's screen (`summary.present(badge)`
/// in the completion of the summary's present), or the screen that presented the asking one (`presentingViewController`).
/// A dismiss of the presented screen goes back there.
enum PresentedOver: Hashable {
    case module(String)
    case presenterOf(String)
}

/// A pop, pop to root or dismiss: its target is the module that showed the closing one (or the first
/// screen of its stack), known only once all forward edges are.
struct BackEvent: Hashable {
    var from: String
    var kind: NavigationKind
    var via: String
    var file: String
    var line: Int
    /// `popToRootViewController`: back to the first screen of the stack.
    var toRoot: Bool = false
    /// `presentingViewController?.presentingViewController?.dismiss(…)`: how many presentations it closes.
    var levels: Int = 1
    /// The module whose code closes its own screen when this one asks it (an output delegate told to
    /// close the flow): this module's screen goes too when it sits on top of the closed one.
    var closedBy: String? = nil
}

/// The effects the UIKit model reports to value flow, and how their values are laid out: a screen
/// shown (`[screens, container, item...]`), closed (`[closing screens]`), or a tab switched to (`[index]`).
enum ShowEffect {
    static func tag(_ kind: NavigationKind) -> Int { NavigationKind.allCases.firstIndex(of: kind)! }
    static func kind(_ tag: Int) -> NavigationKind? {
        tag >= 0 && tag < NavigationKind.allCases.count ? NavigationKind.allCases[tag] : nil
    }
    static let popToRoot = 50
    static let tabSwitch = 51
    /// Screens kept in a property (`self.pages = [...]`): `[screens]`, the property's name as the note.
    static let kept = 52
    /// A navigation controller made with its root screen: `[screens]`.
    static let stackRoot = 53
    /// Screens written into a property of a module's part that a view's content places (`presenter.accountTab =
    /// …`): `[screens]`, the module as the note. Written by another module's code (through a subscription), the
    /// content swaps: a root edge of the writer's; by the module's own code, its view embeds them.
    static let swap = 54

    /// A screen known only as a module's (a storyboard scene, a module made in place).
    static func module(_ name: String) -> Value { .token("module", base: [.text(name)]) }

    /// The storyboard step a segue takes (`Main.storyboard: segue showDetail`).
    static func step(_ step: String) -> String { "step\u{1}" + step }
    /// Why a screen shown could not be told, and the call that shows it.
    static func unknown(_ call: String, _ why: String) -> String { "why\u{1}" + call + "\u{1}" + why }

    /// A dismiss that closes this many presentations (`presentingViewController?.presentingViewController?.dismiss`).
    static func levels(_ n: Int) -> String { "levels\u{1}\(n)" }
    /// Every presentation, down to the window's first screen (`window.rootViewController.dismiss(…)`).
    static let allLevels = Int.max
    static func levelsOf(_ note: String) -> Int {
        note.hasPrefix("levels\u{1}") ? Int(note.dropFirst(7)) ?? 1 : 1
    }

    static func stepOf(_ note: String) -> String? {
        note.hasPrefix("step\u{1}") ? String(note.dropFirst(5)) : nil
    }

    static func reasonOf(_ note: String) -> (call: String, why: String)? {
        guard note.hasPrefix("why\u{1}") else { return nil }
        let parts = note.dropFirst(4).split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
}

/// Screens of other modules a module's code keeps in a property: shown by code the scan follows (an edge
/// from the module to each), or else said in a diagnostic.
struct KeptScreens: Hashable {
    var from: String
    var modules: [String]
    var property: String
    var via: String
    var file: String
    var line: Int
}
