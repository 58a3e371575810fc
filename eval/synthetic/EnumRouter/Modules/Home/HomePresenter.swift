import Foundation

final class HomePresenter {
    weak var view: HomeViewInput?
    private let interactor: HomeInteractorInput
    private let router: HomeRouterInput

    private var people: [Person] = []
    private var drafts: [Draft] = []

    init(interactor: HomeInteractorInput, router: HomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension HomePresenter: HomeViewOutput {
    func viewIsReady() {
        interactor.loadPeople()
    }

    func viewWillAppear() {
        interactor.loadDrafts()
    }

    func didSelectPerson(at index: Int) {
        router.openProfile(userID: people[index].id)
    }

    func didSelectDraft(at index: Int) {
        router.openEditor(with: drafts[index])
    }

    func didTapCompose() {
        router.openEditor(with: nil)
    }

    func didTapSettings() {
        router.openSettings()
    }
}

extension HomePresenter: HomeInteractorOutput {
    func didLoad(people: [Person]) {
        self.people = people
        view?.show(people: people, drafts: drafts)
    }

    func didLoad(drafts: [Draft]) {
        self.drafts = drafts
        view?.show(people: people, drafts: drafts)
    }

    func didFail(_ error: Error) {
        view?.showError(error.localizedDescription)
    }
}
