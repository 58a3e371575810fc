import UIKit

protocol TripDetailViewInput: AnyObject {
    func show(title: String, summary: String)
}

final class TripDetailViewController: UIViewController, TripDetailViewInput {

    var presenter: TripDetailViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Boarding pass",
            style: .plain,
            target: self,
            action: #selector(boardingPassTapped)
        )
        presenter.viewDidLoad()
    }

    func show(title: String, summary: String) {
        self.title = title
        summaryLabel.text = summary
    }

    @objc private func boardingPassTapped() {
        presenter.didTapBoardingPass()
    }
}
