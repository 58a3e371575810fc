import Foundation

protocol HotelSearchViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectHotel(at index: Int)
    func didTapFilters()
    func didTapMap()
}

final class HotelSearchPresenter: HotelSearchViewOutput {

    weak var view: HotelSearchViewInput?
    private let interactor: HotelSearchInteractorInput
    private let router: HotelSearchRouterInput
    private var filters = SearchFilters()
    private var hotels: [Hotel] = []

    init(interactor: HotelSearchInteractorInput, router: HotelSearchRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        reload()
    }

    func didSelectHotel(at index: Int) {
        router.openHotel(hotels[index])
    }

    func didTapFilters() {
        router.openFilters(current: filters, output: self)
    }

    func didTapMap() {
        router.openMap(of: hotels)
    }

    private func reload() {
        hotels = interactor.search(filters)
        view?.show(hotels)
    }
}

extension HotelSearchPresenter: FiltersModuleOutput {

    func filtersDidApply(_ filters: SearchFilters) {
        self.filters = filters
        reload()
    }
}
