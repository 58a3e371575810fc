final class CatalogPresenter: CatalogViewOutput {
    weak var view: CatalogViewInput?

    func viewDidLoad() {
        view?.showSections(["Planets", "Deep sky"])
    }
}
