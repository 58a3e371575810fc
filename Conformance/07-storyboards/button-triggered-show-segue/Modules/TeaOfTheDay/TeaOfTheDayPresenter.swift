import Foundation

final class TeaOfTheDayPresenter {
    private weak var view: TeaOfTheDayView?
    private let interactor: TeaOfTheDayInteractor

    init(view: TeaOfTheDayView, interactor: TeaOfTheDayInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let tea = await interactor.featuredTea()
            view?.show(name: tea.name, origin: tea.origin)
        }
    }
}
