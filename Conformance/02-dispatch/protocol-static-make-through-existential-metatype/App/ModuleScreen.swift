import UIKit

/// Every module's view controller knows how to assemble its own module.
protocol ModuleScreen: UIViewController {
    static func make() -> Self
}
