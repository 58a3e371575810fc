import UIKit

protocol AppointmentWireframeProtocol: AnyObject {
    func closeAfterBooking()
}

final class AppointmentWireframe: AppointmentWireframeProtocol {
    private weak var viewController: UIViewController?

    static func createModule(for pet: Pet) -> UIViewController {
        let wireframe = AppointmentWireframe()
        let presenter = AppointmentPresenter(pet: pet, service: .shared, wireframe: wireframe)
        let view = UIStoryboard(name: "Clinic", bundle: nil)
            .instantiateViewController(identifier: "AppointmentViewController") { coder in
                AppointmentViewController(coder: coder, presenter: presenter)
            }
        view.title = "Visit for \(pet.name)"
        presenter.view = view
        wireframe.viewController = view
        return view
    }

    func closeAfterBooking() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
