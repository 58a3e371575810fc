import UIKit

protocol WorkoutSessionViewInput: AnyObject {
    func showElapsed(_ text: String)
}

final class WorkoutSessionViewController: UIViewController, WorkoutSessionViewInput {

    var output: WorkoutSessionViewOutput!
    private let elapsedLabel = UILabel()
    private let finishButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        elapsedLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .bold)
        elapsedLabel.textColor = .white
        finishButton.setTitle("Finish workout", for: .normal)
        finishButton.addTarget(self, action: #selector(finishTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [elapsedLabel, finishButton])
        stack.axis = .vertical
        stack.spacing = 32
        stack.frame = view.bounds.insetBy(dx: 32, dy: 220)
        view.addSubview(stack)
        output.viewDidLoad()
    }

    @objc private func finishTapped() {
        output.didTapFinish()
    }

    func showElapsed(_ text: String) {
        elapsedLabel.text = text
    }
}
