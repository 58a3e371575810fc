import UIKit

/// A module that can sit in a tab. The scene delegate only sees these as `any TabModuleBuilding`.
protocol TabModuleBuilding {
    var title: String { get }
    var symbolName: String { get }
    func build() -> UIViewController
}
