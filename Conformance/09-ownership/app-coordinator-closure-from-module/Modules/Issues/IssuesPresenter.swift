import Foundation

protocol IssuesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectIssue(at index: Int)
}

final class IssuesPresenter: IssuesViewOutput {

    weak var view: IssuesViewInput?
    var onOpenIssue: ((Issue) -> Void)?

    private let interactor: IssuesInteractorInput
    private var issues: [Issue] = []

    init(interactor: IssuesInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        issues = interactor.issues()
        view?.show(issues)
    }

    func didSelectIssue(at index: Int) {
        onOpenIssue?(issues[index])
    }
}
