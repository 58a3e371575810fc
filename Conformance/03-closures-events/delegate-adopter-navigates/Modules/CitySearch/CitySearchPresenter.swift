import Foundation

protocol CitySearchDelegate: AnyObject {
    func citySearch(_ search: CitySearchPresenter, didSelect city: City)
}

protocol CitySearchViewOutput: AnyObject {
    func didChangeQuery(_ query: String)
    func didSelectResult(at index: Int)
}

final class CitySearchPresenter: CitySearchViewOutput {

    weak var view: CitySearchViewInput?
    weak var delegate: CitySearchDelegate?
    private let interactor: CitySearchInteractorInput
    private var results: [City] = []

    init(interactor: CitySearchInteractorInput) {
        self.interactor = interactor
    }

    func didChangeQuery(_ query: String) {
        results = interactor.cities(matching: query)
        view?.show(results)
    }

    func didSelectResult(at index: Int) {
        delegate?.citySearch(self, didSelect: results[index])
    }
}
