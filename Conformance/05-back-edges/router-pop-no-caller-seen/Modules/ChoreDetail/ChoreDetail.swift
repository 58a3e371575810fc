import UIKit

// MARK: - View

protocol ChoreDetailViewInput: AnyObject {
    func show(title: String, assignee: String, timesDone: Int)
}

final class ChoreDetailViewController: UIViewController, ChoreDetailViewInput {
    var presenter: ChoreDetailPresenter!
    private let assigneeLabel = UILabel()
    private let countLabel = UILabel()
    private let doneButton = UIButton(configuration: .filled())
    private let historyButton = UIButton(configuration: .plain())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        doneButton.setTitle("Mark as done", for: .normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        historyButton.setTitle("History", for: .normal)
        historyButton.addTarget(self, action: #selector(historyTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [assigneeLabel, countLabel, doneButton, historyButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func doneTapped() {
        presenter.didTapDone()
    }

    @objc private func historyTapped() {
        presenter.didTapHistory()
    }

    func show(title: String, assignee: String, timesDone: Int) {
        self.title = title
        assigneeLabel.text = "Assigned to \(assignee)"
        countLabel.text = "Done \(timesDone) times"
    }
}

// MARK: - Presenter

final class ChoreDetailPresenter {
    weak var view: ChoreDetailViewInput?
    var router: ChoreDetailRouter!
    private let choreID: UUID

    init(choreID: UUID) {
        self.choreID = choreID
    }

    func viewDidLoad() {
        render()
    }

    func didTapDone() {
        ChoreStore.shared.markDone(choreID)
        render()
    }

    func didTapHistory() {
        router.openHistory(choreID: choreID)
    }

    private func render() {
        guard let chore = ChoreStore.shared.chore(choreID) else { return }
        view?.show(title: chore.title, assignee: chore.assignee, timesDone: chore.doneDates.count)
    }
}

// MARK: - Router

final class ChoreDetailRouter {
    weak var viewController: UIViewController?

    func openHistory(choreID: UUID) {
        let history = ChoreHistoryBuilder.build(choreID: choreID)
        viewController?.navigationController?.pushViewController(history, animated: true)
    }

    // Left over from 1.x, when marking a chore as done closed the screen.
    // Since 2.0 the screen stays open and nothing calls this any more.
    @available(*, deprecated, message: "The detail stays open after a chore is done")
    func closeAfterDone() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

// MARK: - Builder

enum ChoreDetailBuilder {
    static func build(choreID: UUID) -> UIViewController {
        let view = ChoreDetailViewController()
        let presenter = ChoreDetailPresenter(choreID: choreID)
        let router = ChoreDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
