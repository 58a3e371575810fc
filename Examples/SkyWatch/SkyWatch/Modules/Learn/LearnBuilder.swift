import UIKit

enum LearnBuilder {
    static func build() -> UIViewController {
        let view = LearnViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let presenter = LearnPresenter()
        view.output = presenter
        view.title = "Learn"
        return view
    }
}
