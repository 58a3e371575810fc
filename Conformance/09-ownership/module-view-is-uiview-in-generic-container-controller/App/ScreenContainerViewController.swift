import UIKit

/// The one view controller class of the app: every screen is a `UIView`
/// subclass, and this controller only hosts it so that it can be pushed and
/// presented. It knows nothing about the screen it carries.
final class ScreenContainerViewController: UIViewController {

    private let contentView: UIView

    init(contentView: UIView, title: String? = nil) {
        self.contentView = contentView
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        (contentView as? ScreenLifecycle)?.screenDidLoad()
    }
}

/// Adopted by screen views that want to hear when their container loaded.
protocol ScreenLifecycle: AnyObject {
    func screenDidLoad()
}
