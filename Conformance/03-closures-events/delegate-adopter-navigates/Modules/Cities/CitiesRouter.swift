import UIKit

protocol CitiesRouterInput: AnyObject {
    func openSearch(delegate: CitySearchDelegate)
    func openForecast(for city: City)
}

final class CitiesRouter: CitiesRouterInput {

    weak var viewController: UIViewController?

    func openSearch(delegate: CitySearchDelegate) {
        let search = CitySearchBuilder.build(delegate: delegate)
        viewController?.navigationController?.pushViewController(search, animated: true)
    }

    func openForecast(for city: City) {
        let forecast = ForecastBuilder.build(city: city)
        viewController?.navigationController?.pushViewController(forecast, animated: true)
    }
}
