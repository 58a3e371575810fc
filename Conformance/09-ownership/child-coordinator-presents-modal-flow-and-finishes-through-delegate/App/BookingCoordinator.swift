import UIKit

protocol BookingCoordinatorDelegate: AnyObject {
    func bookingCoordinatorDidFinish(_ coordinator: BookingCoordinator)
}

final class BookingCoordinator: Coordinator {

    weak var delegate: BookingCoordinatorDelegate?
    private weak var presenter: UIViewController?
    private let studio: Studio
    private let flowNavigation = UINavigationController()

    init(presenter: UIViewController, studio: Studio) {
        self.presenter = presenter
        self.studio = studio
    }

    func start() {
        let pickSlot = PickSlotBuilder.build(studio: studio, output: self)
        flowNavigation.setViewControllers([pickSlot], animated: false)
        presenter?.present(flowNavigation, animated: true)
    }
}

extension BookingCoordinator: PickSlotModuleOutput {

    func pickSlot(didChoose slot: String) {
        let confirm = ConfirmBookingBuilder.build(studio: studio, slot: slot, output: self)
        flowNavigation.pushViewController(confirm, animated: true)
    }

    func pickSlotDidCancel() {
        delegate?.bookingCoordinatorDidFinish(self)
    }
}

extension BookingCoordinator: ConfirmBookingModuleOutput {

    func confirmBookingDidComplete() {
        delegate?.bookingCoordinatorDidFinish(self)
    }
}
