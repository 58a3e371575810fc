import UIKit

/// Builds the Learn tab as a page view controller that scrolls horizontally.
enum LearnBuilder {
    static func build() -> UIViewController {
        let view = LearnViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let presenter = LearnPresenter()
        view.output = presenter
        view.title = "Learn"
        return view
    }
}
