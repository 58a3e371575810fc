import Foundation

protocol SetlistsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapImport()
    func didSelectSetlist(at index: Int)
}

final class SetlistsPresenter: SetlistsViewOutput, SetlistsRouterOutput {

    weak var view: SetlistsViewInput?
    var interactor: SetlistsInteractorInput!
    var router: SetlistsRouterInput!

    func viewDidLoad() {
        view?.show(interactor.setlists())
    }

    func didTapImport() {
        router.openChartImport()
    }

    func didSelectSetlist(at index: Int) {
        router.openSetlist(interactor.setlists()[index])
    }

    func routerDidPickChartFiles(_ urls: [URL]) {
        let count = interactor.importCharts(from: urls)
        view?.showImported(count: count)
    }
}
