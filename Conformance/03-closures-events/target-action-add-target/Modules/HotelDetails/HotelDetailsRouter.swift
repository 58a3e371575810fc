import UIKit

protocol HotelDetailsRouterInput: AnyObject {
    func openBooking(for hotel: Hotel)
    func openReviews(for hotel: Hotel)
}

final class HotelDetailsRouter: HotelDetailsRouterInput {

    weak var viewController: UIViewController?

    func openBooking(for hotel: Hotel) {
        let booking = RoomBookingBuilder.build(hotel: hotel)
        viewController?.present(UINavigationController(rootViewController: booking), animated: true)
    }

    func openReviews(for hotel: Hotel) {
        let reviews = ReviewsBuilder.build(hotelID: hotel.id)
        viewController?.navigationController?.pushViewController(reviews, animated: true)
    }
}
