import UIKit

final class ProblemDetailViewController: UIViewController {
    var output: ProblemDetailPresenter!
    private let infoLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = output.problem.name
        infoLabel.numberOfLines = 0
        infoLabel.text = output.description
        infoLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(infoLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sent it", style: .done, target: self, action: #selector(sentTapped))
    }

    @objc private func sentTapped() {
        output.didLogSend()
        navigationItem.rightBarButtonItem?.isEnabled = false
    }
}

final class ProblemDetailPresenter {
    let problem: BoulderProblem
    private(set) var sends = 0

    init(problem: BoulderProblem) {
        self.problem = problem
    }

    var description: String {
        "\(problem.grade) on \(problem.wall)\nSet by \(problem.setter)"
    }

    func didLogSend() {
        sends += 1
    }
}

final class ProblemDetailModuleConfigurator {
    func configure(_ viewController: ProblemDetailViewController, problem: BoulderProblem) {
        viewController.output = ProblemDetailPresenter(problem: problem)
    }
}
