import SwiftUI
import UIKit

/// Opens the screen a link, a notification or a quick action names, over whatever the app shows:
/// `skywatch://object/<id>`, `skywatch://log`, `skywatch://settings`, and the web links
/// `https://skywatch.example.com/objects/<id>` (universal links).
final class DeepLinks {
    static let shared = DeepLinks()

    /// The scene's window, set when the scene connects.
    weak var window: UIWindow?

    /// A `skywatch://` URL: the host names the screen, the last path component the sky object.
    func open(_ url: URL) {
        switch url.host {
        case "object":
            showObject(id: url.lastPathComponent)
        case "log":
            let object = SkyObject(id: "", name: "All objects", magnitude: 0)
            present(UIHostingController(rootView: ObservationLogView(viewModel: ObservationLogViewModel(object: object))))
        case "settings":
            present(UIHostingController(rootView: SettingsView(viewModel: SettingsViewModel())))
        default:
            break
        }
    }

    /// A universal link: `/objects/<id>` opens the object.
    func openWebLink(_ url: URL) {
        if url.path.hasPrefix("/objects/") {
            showObject(id: url.lastPathComponent)
        }
    }

    func showObject(id: String) {
        let object = SkyObject(id: id, name: id, magnitude: 0)
        push(ObjectDetailBuilder.build(object: object))
    }

    func showEclipses() {
        present(UINavigationController(rootViewController: EclipsesViewController()))
    }

    func showStarMap() {
        let target = SkyObject(id: "polaris", name: "Polaris", magnitude: 2)
        present(UIHostingController(rootView: StarMapView(viewModel: StarMapViewModel(target: target))))
    }

    func showNewEntry() {
        let entry = LogEntry(id: UUID(), note: "", date: Date())
        present(UIHostingController(rootView: EntryEditorView(viewModel: EntryEditorViewModel(entry: entry))))
    }

    /// The screen on top: what is presented last, else the selected tab's stack.
    private var top: UIViewController? {
        var top = window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let tabs = top as? UITabBarController { top = tabs.selectedViewController }
        return top
    }

    private func push(_ screen: UIViewController) {
        (top as? UINavigationController)?.pushViewController(screen, animated: true)
    }

    private func present(_ screen: UIViewController) {
        top?.present(screen, animated: true)
    }
}
