import UIKit

enum MoonPhasesBuilder {
    static func build() -> UIViewController {
        MoonPhasesViewController()
    }
}
