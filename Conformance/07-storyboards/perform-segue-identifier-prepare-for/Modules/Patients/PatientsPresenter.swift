import Foundation

final class PatientsPresenter {
    private weak var view: PatientsView?
    private let interactor: PatientsInteractor
    private let router: PatientsRouter
    private var patients: [Pet] = []

    init(view: PatientsView, interactor: PatientsInteractor, router: PatientsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            patients = await interactor.todaysPatients()
            view?.show(patients: patients.map { "\($0.name) (\($0.species)) · \($0.owner)" })
        }
    }

    func didSelectPatient(at index: Int) {
        router.showProfile(of: patients[index])
    }
}
