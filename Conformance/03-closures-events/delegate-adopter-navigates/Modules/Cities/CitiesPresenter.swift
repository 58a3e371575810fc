import Foundation

protocol CitiesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRow(at index: Int)
}

final class CitiesPresenter: CitiesViewOutput {

    weak var view: CitiesViewInput?
    private let interactor: CitiesInteractorInput
    private let router: CitiesRouterInput
    private var cities: [City] = []

    init(interactor: CitiesInteractorInput, router: CitiesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        cities = interactor.savedCities()
        view?.show(cities)
    }

    func didSelectRow(at index: Int) {
        if index < cities.count {
            router.openForecast(for: cities[index])
        } else {
            router.openSearch(delegate: self)
        }
    }
}

extension CitiesPresenter: CitySearchDelegate {

    func citySearch(_ search: CitySearchPresenter, didSelect city: City) {
        interactor.save(city)
        cities = interactor.savedCities()
        view?.show(cities)
        router.openForecast(for: city)
    }
}
