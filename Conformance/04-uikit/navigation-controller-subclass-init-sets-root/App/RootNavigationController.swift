import UIKit

/// The app's one navigation stack: it starts on the sightings list.
final class RootNavigationController: UINavigationController {

    init() {
        super.init(rootViewController: SightingsBuilder.build(journal: .shared))
        navigationBar.prefersLargeTitles = true
        navigationBar.tintColor = .systemGreen
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }
}
