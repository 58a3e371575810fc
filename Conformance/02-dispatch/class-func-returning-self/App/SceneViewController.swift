import UIKit

class SceneViewController: UIViewController {
    required init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    class func instantiate() -> Self {
        self.init()
    }
}
