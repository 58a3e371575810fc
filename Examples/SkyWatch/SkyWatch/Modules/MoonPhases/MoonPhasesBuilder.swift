import UIKit

/// Builds the moon phases lesson page.
enum MoonPhasesBuilder {
    static func build() -> UIViewController {
        MoonPhasesViewController()
    }
}
