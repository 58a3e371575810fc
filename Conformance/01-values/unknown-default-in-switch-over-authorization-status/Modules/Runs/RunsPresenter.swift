import Foundation

protocol RunsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStartRun()
}

final class RunsPresenter: RunsViewOutput {
    weak var view: RunsViewInput?
    private let interactor: RunsInteractorInput
    private let wireframe: RunsWireframeInput

    init(interactor: RunsInteractorInput, wireframe: RunsWireframeInput) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        let distance = interactor.weeklyDistance().formatted(.measurement(width: .abbreviated))
        view?.show(summary: "This week: \(distance)")
    }

    func didTapStartRun() {
        let status = interactor.authorizationStatus
        if status == .notDetermined {
            interactor.requestAuthorization()
            return
        }
        wireframe.startRun(authorization: status)
    }
}
