import Foundation

final class PantryPresenter: BarcodeScannerDelegate {
    weak var view: PantryViewController?
    var interactor: PantryInteractor!
    var router: PantryRouter!

    func viewDidLoad() {
        view?.show(items: interactor.items)
    }

    func didTapScan() {
        router.openScanner()
    }

    func scanner(didRead barcode: String) {
        interactor.add(barcode: barcode)
        view?.show(items: interactor.items)
    }
}
