import Foundation

protocol BookingViewOutput: AnyObject {
    var summary: String { get }
    func didTapCancel()
    func didTapPay()
}

final class BookingPresenter: BookingViewOutput {

    private let stayId: String
    private let nights: Int
    private let router: BookingRouterInput

    init(stayId: String, nights: Int, router: BookingRouterInput) {
        self.stayId = stayId
        self.nights = nights
        self.router = router
    }

    var summary: String {
        "\(nights) nights at \(stayId)"
    }

    func didTapCancel() {
        router.close()
    }

    func didTapPay() {
        UserDefaults.standard.set(stayId, forKey: "lastBookedStay")
        router.close()
    }
}
