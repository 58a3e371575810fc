import UIKit

// MARK: - View

protocol LessonResultViewInput: AnyObject {
    func show(score: String, message: String)
}

final class LessonResultViewController: UIViewController, LessonResultViewInput {
    var presenter: LessonResultPresenter!
    private let scoreLabel = UILabel()
    private let messageLabel = UILabel()
    private let continueButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.hidesBackButton = true
        scoreLabel.font = .systemFont(ofSize: 56, weight: .bold)
        continueButton.setTitle("Back to lessons", for: .normal)
        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [scoreLabel, messageLabel, continueButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func continueTapped() {
        presenter.didTapContinue()
    }

    func show(score: String, message: String) {
        scoreLabel.text = score
        messageLabel.text = message
    }
}

// MARK: - Presenter

final class LessonResultPresenter {
    weak var view: LessonResultViewInput?
    var router: LessonResultRouter!
    private let correct: Int
    private let total: Int

    init(correct: Int, total: Int) {
        self.correct = correct
        self.total = total
    }

    func viewDidLoad() {
        let message = correct == total ? "¡Perfecto!" : "Keep practising"
        view?.show(score: "\(correct)/\(total)", message: message)
    }

    func didTapContinue() {
        router.backToLessons()
    }
}

// MARK: - Router

final class LessonResultRouter {
    weak var viewController: UIViewController?

    func backToLessons() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}

// MARK: - Builder

enum LessonResultBuilder {
    static func build(correct: Int, total: Int) -> UIViewController {
        let view = LessonResultViewController()
        let presenter = LessonResultPresenter(correct: correct, total: total)
        let router = LessonResultRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
