import UIKit

final class ShowInfoViewController: UIViewController {

    var presenter: ShowInfoPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds.insetBy(dx: 20, dy: 32)
        textView.text = presenter.text
        view.addSubview(textView)
    }
}

final class ShowInfoPresenter {

    private let show: Show

    init(show: Show) {
        self.show = show
    }

    var text: String {
        "\(show.title)\nHosted by \(show.host)\n\n\(show.summary)"
    }
}

enum ShowInfoBuilder {

    static func build(show: Show) -> UIViewController {
        let view = ShowInfoViewController()
        view.presenter = ShowInfoPresenter(show: show)
        return view
    }
}
