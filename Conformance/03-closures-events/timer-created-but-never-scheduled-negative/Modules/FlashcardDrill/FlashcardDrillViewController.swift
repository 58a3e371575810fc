import UIKit

protocol FlashcardDrillViewInput: AnyObject {
    func show(prompt: String)
}

final class FlashcardDrillViewController: UIViewController, FlashcardDrillViewInput {

    var presenter: FlashcardDrillPresenter!
    private let promptLabel = UILabel()
    private let answerField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Drill"
        promptLabel.font = .preferredFont(forTextStyle: .largeTitle)
        promptLabel.textAlignment = .center
        promptLabel.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 60)
        answerField.borderStyle = .roundedRect
        answerField.autocorrectionType = .no
        answerField.frame = CGRect(x: 20, y: 220, width: view.bounds.width - 40, height: 44)
        answerField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didAnswer(self.answerField.text ?? "")
            self.answerField.text = nil
        }, for: .editingDidEndOnExit)
        view.addSubview(promptLabel)
        view.addSubview(answerField)
        presenter.viewDidLoad()
    }

    func show(prompt: String) {
        promptLabel.text = prompt
    }
}
