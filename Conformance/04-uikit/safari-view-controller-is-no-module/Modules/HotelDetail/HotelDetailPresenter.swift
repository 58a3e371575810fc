import Foundation

protocol HotelDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapWebsite()
}

final class HotelDetailPresenter: HotelDetailViewOutput {
    weak var view: HotelDetailViewInput?
    var router: HotelDetailRouter!
    private let hotel: Hotel

    init(hotel: Hotel) {
        self.hotel = hotel
    }

    func viewDidLoad() {
        view?.show(name: hotel.name, stars: hotel.stars)
    }

    func didTapWebsite() {
        router.openWebsite(hotel.website)
    }
}
