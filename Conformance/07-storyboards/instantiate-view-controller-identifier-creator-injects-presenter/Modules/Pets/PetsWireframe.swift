import UIKit

protocol PetsWireframeProtocol: AnyObject {
    func showAppointment(for pet: Pet)
}

final class PetsWireframe: PetsWireframeProtocol {
    private weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let wireframe = PetsWireframe()
        let presenter = PetsPresenter(interactor: PetsInteractor(service: .shared), wireframe: wireframe)
        let storyboard = UIStoryboard(name: "Clinic", bundle: nil)
        let view = storyboard.instantiateViewController(identifier: "PetsViewController") { coder in
            PetsViewController(coder: coder, presenter: presenter)
        }
        presenter.view = view
        wireframe.viewController = view
        return view
    }

    func showAppointment(for pet: Pet) {
        let appointment = AppointmentWireframe.createModule(for: pet)
        viewController?.navigationController?.pushViewController(appointment, animated: true)
    }
}
