//
//  AppDelegate.swift
//  Sudsy
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var launchedShortcutItem: UIApplicationShortcutItem?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: MachinesWireframe.makeModule())
        window.makeKeyAndVisible()
        self.window = window

        // Launched from a quick action: keep it until the app is active and return false,
        // so UIKit does not also call application(_:performActionFor:completionHandler:).
        if let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            launchedShortcutItem = shortcutItem
            return false
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard let shortcutItem = launchedShortcutItem else { return }
        launchedShortcutItem = nil
        _ = handleShortcutItem(shortcutItem)
    }

    func application(_ application: UIApplication,
                     performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handleShortcutItem(shortcutItem))
    }

    func applicationWillResignActive(_ application: UIApplication) {
        guard let machine = LaundryStore.shared.lastUsedMachine else { return }
        application.shortcutItems = [
            UIApplicationShortcutItem(type: ShortcutType.lastMachine,
                                      localizedTitle: "Machine \(machine.number)",
                                      localizedSubtitle: machine.location,
                                      icon: UIApplicationShortcutIcon(systemImageName: "washer"),
                                      userInfo: ["machineId": machine.id as NSString])
        ]
    }

    private func handleShortcutItem(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        switch shortcutItem.type {
        case ShortcutType.scan:
            navigationController?.present(ScanMachineWireframe.makeModule(), animated: true)
            return true
        case ShortcutType.lastMachine:
            guard let machineId = shortcutItem.userInfo?["machineId"] as? String else { return false }
            navigationController?.pushViewController(MachineDetailWireframe.makeModule(machineId: machineId), animated: true)
            return true
        default:
            return false
        }
    }
}

enum ShortcutType {
    static let scan = "com.example.sudsy.scan"
    static let lastMachine = "com.example.sudsy.last-machine"
}
