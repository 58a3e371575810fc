import UIKit

protocol WorkoutDetailViewInput: AnyObject {
    func show(title: String, plan: String)
}

final class WorkoutDetailViewController: UIViewController, WorkoutDetailViewInput {

    var presenter: WorkoutDetailViewOutput!
    private let planLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        planLabel.numberOfLines = 0
        planLabel.frame = CGRect(x: 20, y: 160, width: 330, height: 120)
        startButton.setTitle("Start workout", for: .normal)
        startButton.frame = CGRect(x: 20, y: 320, width: 330, height: 50)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        view.addSubview(planLabel)
        view.addSubview(startButton)
        presenter.viewDidLoad()
    }

    func show(title: String, plan: String) {
        self.title = title
        planLabel.text = plan
    }

    @objc private func startTapped() {
        presenter.didTapStart()
    }
}
