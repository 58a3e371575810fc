import UIKit

enum Appearance {
    static let accent = UIColor(red: 0.95, green: 0.35, blue: 0.2, alpha: 1)

    static func apply() {
        let navBar = UINavigationBarAppearance()
        navBar.configureWithDefaultBackground()
        navBar.titleTextAttributes = [.foregroundColor: UIColor.label]
        UINavigationBar.appearance().standardAppearance = navBar
        UINavigationBar.appearance().scrollEdgeAppearance = navBar
        UINavigationBar.appearance().tintColor = accent
    }
}
