import UIKit

protocol BookDetailRouterInput: AnyObject {
    func openPickupSlip(_ slip: HoldSlip, for book: Book)
    func openWaitlist(position: Int, for book: Book)
}

final class BookDetailRouter: BookDetailRouterInput {

    weak var viewController: UIViewController?

    func openPickupSlip(_ slip: HoldSlip, for book: Book) {
        let pickup = PickupSlipBuilder.build(slip: slip, book: book)
        viewController?.navigationController?.pushViewController(pickup, animated: true)
    }

    func openWaitlist(position: Int, for book: Book) {
        let waitlist = WaitlistBuilder.build(position: position, book: book)
        waitlist.modalPresentationStyle = .formSheet
        viewController?.present(waitlist, animated: true)
    }
}
