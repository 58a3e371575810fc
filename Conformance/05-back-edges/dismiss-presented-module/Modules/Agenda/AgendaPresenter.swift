import Foundation

protocol AgendaViewOutput: AnyObject {
    func viewWillAppear()
    func didTapAdd()
}

final class AgendaPresenter: AgendaViewOutput {
    weak var view: AgendaViewInput?
    var interactor: AgendaInteractor!
    var router: AgendaRouter!

    func viewWillAppear() {
        view?.show(interactor.upcomingEvents())
    }

    func didTapAdd() {
        router.openNewEvent()
    }
}
