import UIKit

protocol ShelfViewInput: AnyObject {
    func show(bookCount: Int)
}

final class ShelfViewController: UIViewController, ShelfViewInput {
    var presenter: ShelfViewOutput!
    private let countLabel = UILabel()
    private lazy var continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue reading"
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapContinueReading()
        })
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [countLabel, continueButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(bookCount: Int) {
        countLabel.text = "\(bookCount) books on your shelf"
    }
}
