import UIKit

protocol RunsViewInput: AnyObject {
    func show(summary: String)
}

final class RunsViewController: UIViewController, RunsViewInput {
    var presenter: RunsViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Runs"
        view.backgroundColor = .systemBackground
        summaryLabel.font = .preferredFont(forTextStyle: .title2)
        summaryLabel.frame = CGRect(x: 20, y: 140, width: 320, height: 40)
        view.addSubview(summaryLabel)
        let start = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Start run") { [weak self] _ in
            self?.presenter.didTapStartRun()
        })
        start.frame = CGRect(x: 20, y: 200, width: 200, height: 50)
        view.addSubview(start)
        presenter.viewDidLoad()
    }

    func show(summary: String) {
        summaryLabel.text = summary
    }
}
