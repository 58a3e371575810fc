import ViperMapFacts

/// The methods the system calls when the app is opened from outside, and which parameter carries what
/// it was opened with: a URL, the scene's URL contexts or connection options, a user activity, a
/// notification's response or payload, a quick action. Swift names and Objective-C selectors alike.
struct WayInHandler: Sendable {
    /// What the handler is handed; its raw value names the probe it runs with (`url`, `activity`…).
    enum Carrier: String, Sendable {
        /// A URL (`application(_:open:options:)`), or the scene's set of URL contexts.
        case url, urlContexts
        /// A user activity: a universal link's `webpageURL`, or an activity type (Handoff, Spotlight).
        case activity
        /// A notification response (`userNotificationCenter(_:didReceive:…)`) or a remote notification's payload.
        case response, payload
        /// A home-screen quick action.
        case shortcut
        /// A scene's connection options at launch: URL contexts, activities, a quick action or a notification.
        case launchOptions
    }

    /// The Swift name (`application(_:open:options:)`) and the Objective-C selector (`application:openURL:options:`).
    var swift: String
    var selector: String
    var parameter: Int
    var carrier: Carrier

    static let all: [WayInHandler] = [
        WayInHandler(swift: "application(_:open:options:)", selector: "application:openURL:options:", parameter: 1, carrier: .url),
        WayInHandler(swift: "application(_:open:sourceApplication:annotation:)", selector: "application:openURL:sourceApplication:annotation:",
                     parameter: 1, carrier: .url),
        WayInHandler(swift: "application(_:handleOpen:)", selector: "application:handleOpenURL:", parameter: 1, carrier: .url),
        WayInHandler(swift: "scene(_:openURLContexts:)", selector: "scene:openURLContexts:", parameter: 1, carrier: .urlContexts),
        WayInHandler(swift: "scene(_:willConnectTo:options:)", selector: "scene:willConnectToSession:options:", parameter: 2, carrier: .launchOptions),
        WayInHandler(swift: "application(_:continue:restorationHandler:)", selector: "application:continueUserActivity:restorationHandler:",
                     parameter: 1, carrier: .activity),
        WayInHandler(swift: "scene(_:continue:)", selector: "scene:continueUserActivity:", parameter: 1, carrier: .activity),
        WayInHandler(swift: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
                     selector: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:", parameter: 1, carrier: .response),
        WayInHandler(swift: "userNotificationCenter(_:didReceive:)", selector: "", parameter: 1, carrier: .response),
        WayInHandler(swift: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                     selector: "application:didReceiveRemoteNotification:fetchCompletionHandler:", parameter: 1, carrier: .payload),
        WayInHandler(swift: "application(_:didReceiveRemoteNotification:)", selector: "application:didReceiveRemoteNotification:",
                     parameter: 1, carrier: .payload),
        WayInHandler(swift: "application(_:performActionFor:completionHandler:)",
                     selector: "application:performActionForShortcutItem:completionHandler:", parameter: 1, carrier: .shortcut),
        WayInHandler(swift: "windowScene(_:performActionFor:completionHandler:)",
                     selector: "windowScene:performActionForShortcutItem:completionHandler:", parameter: 1, carrier: .shortcut),
    ]

    private static let bySwift: [String: WayInHandler] = Dictionary(all.map { ($0.swift, $0) }, uniquingKeysWith: { a, _ in a })
    private static let bySelector: [String: WayInHandler] = Dictionary(all.filter { !$0.selector.isEmpty }.map { ($0.selector, $0) },
                                                                       uniquingKeysWith: { a, _ in a })

    /// The handler a function is, by its Swift name or its Objective-C selector.
    static func handler(for function: FunctionFact) -> WayInHandler? {
        if let objc = function.objcSelector {
            let selector = objc.hasPrefix("-") || objc.hasPrefix("+") ? String(objc.dropFirst()) : objc
            return bySelector[selector]
        }
        return bySwift[function.selector]
    }

    /// SwiftUI's modifiers that take a closure run when the app is opened: `onOpenURL { url in }`,
    /// `onContinueUserActivity("type") { activity in }`.
    static func modifierCarrier(_ name: String) -> Carrier? {
        switch name {
        case "onOpenURL": return .url
        case "onContinueUserActivity": return .activity
        default: return nil
        }
    }
}

extension WayInHandler {
    /// A notification center's delegate method runs only on an object code sets as some delegate (`center.delegate = self`).
    static func mayRun(_ handler: WayInHandler, _ unit: ViperMapLanguage.Unit, delegates: Set<String>?, _ program: Program) -> Bool {
        guard handler.carrier == .response, let delegates, let owner = unit.owner else { return true }
        return ([owner] + program.index.allSupertypes(of: owner)).contains(where: delegates.contains)
    }

    /// The types of the objects code sets as a `delegate` (`x.delegate = self`, `= handler` of a property or local of that
    /// type, `= Handler()`); nil when some such assignment's type cannot be told.
    static func delegateTypes(_ program: Program) -> Set<String>? {
        var types: Set<String> = []
        for unit in program.units {
            var locals: [String: String] = [:]
            for statement in unit.body {
                if case .bind(let name, .call(.name(let type), _), _, _) = statement, program.index.isKnownType(type) { locals[name] = type }
                guard case .assign(.member(_, "delegate"), let value, _) = statement else { continue }
                switch value {
                case .name("self"):
                    guard let owner = unit.owner else { return nil }
                    types.insert(owner)
                case .call(.name(let type), _) where program.index.isKnownType(type):
                    types.insert(type)
                case .name(let n), .member(.name("self")?, let n):
                    if let type = locals[n] ?? unit.owner.flatMap({ program.index.propertyTypes[$0]?[n] }).flatMap({ program.nominal($0, in: unit.owner) }) {
                        types.insert(type)
                    } else {
                        return nil
                    }
                default:
                    return nil
                }
            }
        }
        return types
    }
}
