import Foundation

protocol ShelfViewOutput: AnyObject {
    func viewDidLoad()
    func didTapContinueReading()
}

final class ShelfPresenter: ShelfViewOutput {
    weak var view: ShelfViewInput?
    var interactor: ShelfInteractorInput!
    var router: ShelfRouterInput!

    func viewDidLoad() {
        view?.show(bookCount: interactor.bookCount())
    }

    func didTapContinueReading() {
        router.openLastBook()
    }
}
