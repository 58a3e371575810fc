import Foundation

protocol HotelsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectHotel(_ hotel: Hotel)
}

final class HotelsPresenter: HotelsViewOutput {
    weak var view: HotelsViewInput?
    var interactor: HotelsInteractor!
    var router: HotelsRouter!

    func viewDidLoad() {
        interactor.searchHotels(city: "Porto") { [weak self] hotels in
            self?.view?.show(hotels)
        }
    }

    func didSelectHotel(_ hotel: Hotel) {
        router.showDetail(of: hotel)
    }
}
