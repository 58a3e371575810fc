import UIKit

protocol ClaimStatementModuleOutput: AnyObject {
    func claimStatement(didSubmit claimNumber: String, for policy: Policy)
}

// MARK: - View

final class ClaimStatementViewController: UIViewController {

    var presenter: ClaimStatementPresenter!
    private let notes = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        notes.font = .preferredFont(forTextStyle: .body)
        notes.frame = CGRect(x: 20, y: 120, width: 330, height: 200)
        view.addSubview(notes)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Submit",
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.presenter.didTapSubmit(notes: self.notes.text)
            }
        )
    }
}

// MARK: - Presenter

final class ClaimStatementPresenter {

    weak var output: ClaimStatementModuleOutput?
    var interactor: ClaimStatementInteractor!
    private let draft: ClaimDraft

    init(draft: ClaimDraft) {
        self.draft = draft
    }

    var title: String { draft.kind.rawValue }

    func didTapSubmit(notes: String) {
        let claimNumber = interactor.submit(draft, notes: notes)
        output?.claimStatement(didSubmit: claimNumber, for: draft.policy)
    }
}

// MARK: - Interactor

final class ClaimStatementInteractor {

    func submit(_ draft: ClaimDraft, notes: String) -> String {
        let claimNumber = "CLM-\(Int.random(in: 100_000...999_999))"
        UserDefaults.standard.set([draft.policy.number, draft.kind.rawValue, notes], forKey: claimNumber)
        return claimNumber
    }
}

// MARK: - Wireframe

final class ClaimStatementWireframe {

    static func createModule(draft: ClaimDraft, output: ClaimStatementModuleOutput) -> UIViewController {
        let view = ClaimStatementViewController()
        let presenter = ClaimStatementPresenter(draft: draft)
        presenter.output = output
        presenter.interactor = ClaimStatementInteractor()
        view.presenter = presenter
        return view
    }
}
