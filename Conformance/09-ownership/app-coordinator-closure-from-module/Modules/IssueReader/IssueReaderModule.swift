import UIKit

final class IssueReaderViewController: UIViewController {

    var presenter: IssueReaderPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        textView.isEditable = false
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.text = presenter.body
        view.addSubview(textView)
    }
}

final class IssueReaderPresenter {

    private let issue: Issue

    init(issue: Issue) {
        self.issue = issue
    }

    var title: String {
        "No. \(issue.number)"
    }

    var body: String {
        "\(issue.title)\n\n\(issue.month) edition"
    }
}

enum IssueReaderBuilder {

    static func build(issue: Issue) -> UIViewController {
        let view = IssueReaderViewController()
        view.presenter = IssueReaderPresenter(issue: issue)
        return view
    }
}
