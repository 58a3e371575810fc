//
//  AppDelegate.swift
//  Chores
//

import UIKit
import Intents

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        INPreferences.requestSiriAuthorization { status in
            print("Siri authorization: \(status.rawValue)")
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    // In-app intent handling (no Intents extension): "Hey Siri, add milk to my groceries in Chores".
    // The intent is handled in the background; the app is not brought to the foreground.
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is INAddTasksIntent:
            return AddTasksIntentHandler(store: TaskStore.shared)
        default:
            return nil
        }
    }
}
