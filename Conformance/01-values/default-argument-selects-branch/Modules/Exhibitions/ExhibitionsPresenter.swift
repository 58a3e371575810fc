import Foundation

protocol ExhibitionsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectExhibition(at index: Int)
}

final class ExhibitionsPresenter: ExhibitionsViewOutput {
    weak var view: ExhibitionsViewInput?
    var interactor: ExhibitionsInteractorInput!
    var router: ExhibitionsRouter!

    private var exhibitions: [Exhibition] = []

    func viewDidLoad() {
        exhibitions = interactor.currentExhibitions()
        view?.show(exhibitions: exhibitions)
    }

    func didSelectExhibition(at index: Int) {
        router.openExhibition(exhibitions[index])
    }
}
