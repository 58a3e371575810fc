/// Gives the catalogue its two section titles, Planets and Deep sky.
final class CatalogPresenter: CatalogViewOutput {
    weak var view: CatalogViewInput?

    func viewDidLoad() {
        view?.showSections(["Planets", "Deep sky"])
    }
}
