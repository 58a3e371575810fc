import UIKit

protocol ReaderViewInput: AnyObject {
    func show(pageText: String, pageNumber: Int)
}

final class ReaderViewController: UIViewController, ReaderViewInput {
    var presenter: ReaderPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isEditable = false
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        presenter.viewDidLoad()
    }

    func show(pageText: String, pageNumber: Int) {
        title = "Page \(pageNumber)"
        textView.text = pageText
    }
}

final class ReaderPresenter {
    weak var view: ReaderViewInput?
    private let bookID: String
    private let page: Int

    init(bookID: String, page: Int) {
        self.bookID = bookID
        self.page = page
    }

    func viewDidLoad() {
        view?.show(pageText: "Text of \(bookID), page \(page)", pageNumber: page)
    }
}

enum ReaderBuilder {
    static func build(bookID: String, page: Int) -> UIViewController {
        let view = ReaderViewController()
        let presenter = ReaderPresenter(bookID: bookID, page: page)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
