import UIKit

final class ForecastViewController: UIViewController {

    var presenter: ForecastPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        title = presenter.title
    }
}

final class ForecastPresenter {

    private let city: City

    init(city: City) {
        self.city = city
    }

    var title: String {
        "\(city.name) · 7 days"
    }
}

enum ForecastBuilder {

    static func build(city: City) -> UIViewController {
        let view = ForecastViewController()
        view.presenter = ForecastPresenter(city: city)
        return view
    }
}
