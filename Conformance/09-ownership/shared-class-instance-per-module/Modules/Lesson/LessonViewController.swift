import UIKit

protocol LessonViewInput: AnyObject {
    func showExercise(_ prompt: String, step: Int, of total: Int)
}

final class LessonViewController: UIViewController, LessonViewInput {

    var presenter: LessonViewOutput!
    private let promptLabel = UILabel()
    private let answerField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        promptLabel.font = .preferredFont(forTextStyle: .title2)
        promptLabel.numberOfLines = 0
        answerField.borderStyle = .roundedRect
        answerField.returnKeyType = .next
        answerField.delegate = self
        let stack = UIStackView(arrangedSubviews: [promptLabel, answerField])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func showExercise(_ prompt: String, step: Int, of total: Int) {
        title = "Exercise \(step) of \(total)"
        promptLabel.text = prompt
        answerField.text = nil
    }
}

extension LessonViewController: UITextFieldDelegate {

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        presenter.didSubmit(answer: textField.text ?? "")
        return false
    }
}
