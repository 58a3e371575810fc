import ViperMapModel

/// The naming conventions of VIPER code: role suffixes, role folders, contract roles, UIKit classes.
final class RoleNaming {
    /// (suffix, role), longest first so that `ViewController` wins over `Controller`.
    let suffixes: [(suffix: [UInt8], role: Role)]
    /// Names are split many times by several passes: once each is enough. (Used from one thread.)
    private var cache: [String: (role: Role, stem: String)?] = [:]

    static let coreRoles: Set<Role> = [.view, .presenter, .interactor, .router, .builder]
    /// Roles that make a group of types a VIPER module (a view alone is just a screen).
    static let anchorRoles: Set<Role> = [.presenter, .interactor, .router, .builder]

    static let defaultSuffixes: [String: Role] = [
        "ViewController": .view, "TableViewController": .view, "CollectionViewController": .view,
        "Controller": .view, "VC": .view, "View": .view, "Screen": .view,
        "Presenter": .presenter, "Presentor": .presenter,
        "Interactor": .interactor,
        "Router": .router, "Wireframe": .router, "WireFrame": .router, "Coordinator": .router,
        "Builder": .builder, "ModuleBuilder": .builder, "Assembly": .builder, "Assembler": .builder,
        "Configurator": .builder, "Module": .builder, "Factory": .builder,
        "Worker": .worker, "DataManager": .worker, "Service": .worker, "Repository": .worker, "Store": .worker,
        "Entity": .entity, "Model": .entity, "Entities": .entity,
    ]

    init(extra: [Role: [String]] = [:]) {
        var table = Self.defaultSuffixes
        for (role, list) in extra { for suffix in list { table[suffix] = role } }
        suffixes = table.map { (Array($0.key.utf8), $0.value) }.sorted { ($0.0.count, String(decoding: $0.0, as: UTF8.self)) > ($1.0.count, String(decoding: $1.0, as: UTF8.self)) }
    }

    /// The role a name's suffix gives, and the stem before it (`HomeRouter` -> router, `Home`).
    func split(_ name: String) -> (role: Role, stem: String)? {
        if let known = cache[name] { return known }
        let result = computeSplit(name)
        cache[name] = result
        return result
    }

    /// Implementation and device tails after the role word: `CategoriesInteractorImpl`,
    /// `CategoriesRouterIphone`, `HomePresenterImplementation`.
    static let implementationTails = ["Implementation", "Impl", "Iphone", "IPhone", "Ipad", "IPad", "Default", "Concrete"]

    private func computeSplit(_ name: String) -> (role: Role, stem: String)? {
        if let direct = splitBySuffix(name) { return direct }
        for tail in Self.implementationTails where name.count > tail.count && name.hasSuffix(tail) {
            if let inner = splitBySuffix(String(name.dropLast(tail.count))) { return inner }
        }
        return nil
    }

    private func splitBySuffix(_ name: String) -> (role: Role, stem: String)? {
        let bytes = Array(name.utf8)
        for (suffix, role) in suffixes where bytes.count > suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix) {
            let stemBytes = bytes[..<(bytes.count - suffix.count)]
            guard let last = stemBytes.last, (last >= 48 && last <= 57) || (last >= 65 && last <= 90) || (last >= 97 && last <= 122) || last >= 128 else { continue }
            return (role, String(decoding: stemBytes, as: UTF8.self))
        }
        return nil
    }

    /// Folders that hold one role of a module; a module's home is above them.
    static let roleFolders: Set<String> = [
        "view", "views", "presenter", "presenters", "interactor", "interactors", "router", "routers", "route",
        "routes", "routing", "wireframe", "wireframes", "entity", "entities", "model", "models", "builder",
        "builders", "assembly", "assemblies", "configurator", "configurators", "contract", "contracts", "protocol",
        "protocols", "interface", "interfaces", "userinterface", "applicationlogic", "moduleinterface", "datastore",
        "worker", "workers", "cell", "cells", "controller", "controllers", "viewcontroller", "viewcontrollers",
        "manager", "managers", "service", "services", "module", "presentation", "domain", "data", "ui", "logic",
        "adapter", "adapters", "delegate", "delegates", "subviews", "components", "transition", "transitions",
        "core", "sources", "source", "src", "base", "uicomponents",
    ]

    static func isRoleFolder(_ component: Substring) -> Bool {
        roleFolders.contains(component.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    /// The role a contract protocol's name says it serves, when it says one.
    static func contractRole(_ name: String) -> Role? {
        contractRoleAndStem(name)?.role
    }

    /// The role a contract's name says and the prefix before the marker that says it
    /// (`InviteFriendsViewProtocol` -> view, `InviteFriends`).
    static func contractRoleAndStem(_ name: String) -> (role: Role, stem: String)? {
        for (marker, role) in contractRules {
            // "...PresenterToViewProtocol" contains several markers: the first rule wins.
            guard let offset = name.byteOffset(of: marker) else { continue }
            return (role, String(decoding: name.utf8.prefix(offset), as: UTF8.self))
        }
        if name.hasSuffix("View") { return (.view, String(name.dropLast(4))) }
        return nil
    }

    private static let contractRules: [(String, Role)] = [
        ("PresenterToView", .view), ("DisplayLogic", .view), ("ViewInterface", .view), ("ViewProtocol", .view),
        ("ViewInput", .view), ("ViewDelegate", .presenter),
        ("ViewToPresenter", .presenter), ("InteractorToPresenter", .presenter), ("PresentationLogic", .presenter),
        ("Presentation", .presenter), ("PresenterInterface", .presenter), ("PresenterProtocol", .presenter),
        ("ViewOutput", .presenter), ("InteractorOutput", .presenter), ("ModuleInterface", .presenter),
        ("PresenterToInteractor", .interactor), ("PresentorToInteractor", .interactor), ("BusinessLogic", .interactor),
        ("UseCase", .interactor), ("InteractorInput", .interactor), ("InteractorProtocol", .interactor),
        ("InteractorInterface", .interactor),
        ("PresenterToRouter", .router), ("RoutingLogic", .router), ("RouterInput", .router),
        ("RouterProtocol", .router), ("RouterInterface", .router), ("Wireframe", .router), ("WireFrame", .router),
        ("BuilderInterface", .builder), ("BuilderProtocol", .builder),
    ]

    static let uikitViewClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
        "UIView", "UITableViewCell", "UICollectionViewCell", "UIHostingController", "UISearchController",
        "UIInputViewController", "UIReferenceLibraryViewController", "UIActivityViewController",
        "UIImagePickerController", "UIDocumentPickerViewController", "NSViewController", "NSView",
        "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UIButton", "UILabel", "UIControl",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIWindow",
    ]

    /// Class-name prefixes of UIKit-style frameworks (`UI`, `NS`, ...): a first inherited name with one is a superclass.
    static func looksLikeFrameworkClass(_ name: String) -> Bool {
        if uikitViewClasses.contains(name) || name == "NSObject" { return true }
        let protocolish = ["Delegate", "DataSource", "Protocol", "Convertible", "able", "ible", "Type"]
        return ["UI", "NS", "SK", "AV", "MK", "CL", "WK", "PH", "CN", "GK", "SCN", "ARSCN"].contains { name.hasPrefix($0) }
            && !protocolish.contains { name.hasSuffix($0) }
    }

    /// Apple SDK frameworks: imports of these are `sdk` dependencies, listed apart.
    static let sdkFrameworks: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreLocation", "MapKit",
        "AVFoundation", "AVKit", "Photos", "PhotosUI", "WebKit", "SafariServices", "UserNotifications",
        "CoreImage", "CoreMedia", "CoreText", "QuartzCore", "Security", "StoreKit", "MessageUI", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "CoreMotion", "HealthKit", "CloudKit", "GameKit", "SpriteKit",
        "SceneKit", "ARKit", "Vision", "CoreML", "NaturalLanguage", "LocalAuthentication", "AuthenticationServices",
        "CoreBluetooth", "CoreTelephony", "Network", "SystemConfiguration", "MobileCoreServices",
        "UniformTypeIdentifiers", "os", "OSLog", "Darwin", "Dispatch", "ObjectiveC", "Swift", "CryptoKit",
        "AudioToolbox", "MediaPlayer", "CoreAudio", "ImageIO", "Accelerate", "Metal", "MetalKit", "PassKit",
        "CoreHaptics", "BackgroundTasks", "WidgetKit", "Intents", "IntentsUI", "CallKit", "PushKit",
        "AppTrackingTransparency", "AdSupport", "iAd", "GLKit", "OpenGLES", "CoreSpotlight", "QuickLook",
        "LinkPresentation", "Social", "Accounts", "CoreNFC", "PencilKit", "VisionKit", "AppKit", "Cocoa",
        "XCTest", "Testing", "Observation", "SwiftData", "Charts", "_Concurrency", "Glibc", "CoreFoundation",
        "CoreServices", "Speech", "SoundAnalysis", "GameplayKit", "ReplayKit", "MultipeerConnectivity",
        "NotificationCenter", "UserNotificationsUI", "FileProvider", "HomeKit", "WatchConnectivity",
    ]
}
