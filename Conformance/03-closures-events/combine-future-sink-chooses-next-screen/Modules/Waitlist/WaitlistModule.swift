import UIKit

final class WaitlistViewController: UIViewController {

    var presenter: WaitlistPresenter!
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.text = presenter.message
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 80)
        view.addSubview(messageLabel)
    }
}

final class WaitlistPresenter {

    private let position: Int
    private let book: Book

    init(position: Int, book: Book) {
        self.position = position
        self.book = book
    }

    var message: String {
        "You're number \(position) in the queue for “\(book.title)”. We'll email you when it's your turn."
    }
}

enum WaitlistBuilder {

    static func build(position: Int, book: Book) -> UIViewController {
        let view = WaitlistViewController()
        view.presenter = WaitlistPresenter(position: position, book: book)
        return view
    }
}
