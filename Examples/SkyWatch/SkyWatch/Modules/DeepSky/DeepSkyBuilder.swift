import UIKit

enum DeepSkyBuilder {
    static func build() -> UIViewController {
        DeepSkyViewController()
    }
}
