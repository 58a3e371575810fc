import Foundation

protocol BedsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSowingCalendar()
}

final class BedsPresenter: BedsViewOutput {

    weak var view: BedsViewInput?
    var interactor: BedsInteractorInput!
    var router: BedsRouterInput!

    func viewDidLoad() {
        view?.display(interactor.beds().map { "\($0.name) · \($0.crop)" })
    }

    func didTapSowingCalendar() {
        router.showSowingCalendar(month: interactor.currentMonth())
    }
}
