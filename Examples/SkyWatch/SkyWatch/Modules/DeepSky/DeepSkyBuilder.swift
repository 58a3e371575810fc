import UIKit

/// Builds the deep-sky list shown inside the catalogue.
enum DeepSkyBuilder {
    static func build() -> UIViewController {
        DeepSkyViewController()
    }
}
