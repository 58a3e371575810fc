import UIKit

final class AppRouter {

    static let shared = AppRouter()

    private var navigationController: UINavigationController?

    private init() {}

    func start(in window: UIWindow) {
        let navigation = UINavigationController(rootViewController: PetsBuilder.build())
        navigation.navigationBar.prefersLargeTitles = true
        navigationController = navigation
        window.rootViewController = navigation
    }

    func showPetDetail(_ pet: Pet) {
        let detail = PetDetailBuilder.build(pet: pet)
        navigationController?.pushViewController(detail, animated: true)
    }

    func showAdoptionForm(for pet: Pet) {
        let form = AdoptionFormBuilder.build(pet: pet)
        navigationController?.present(UINavigationController(rootViewController: form), animated: true)
    }

    func closeAdoptionForm() {
        navigationController?.dismiss(animated: true)
    }
}
