import UIKit

protocol SurveyViewInput: AnyObject {
    func showThanks()
}

final class SurveyViewController: UIViewController, SurveyViewInput {

    var presenter: SurveyPresenter!
    private let ratingControl = UISegmentedControl(items: ["1", "2", "3", "4", "5"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "How was your stay?"
        view.backgroundColor = .systemBackground
        ratingControl.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 32)
        view.addSubview(ratingControl)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Submit", style: .done, target: self, action: #selector(submitTapped))
    }

    @objc private func submitTapped() {
        presenter.didSubmit(rating: ratingControl.selectedSegmentIndex + 1)
    }

    func showThanks() {
        navigationItem.rightBarButtonItem = nil
        title = "Thank you!"
    }
}
